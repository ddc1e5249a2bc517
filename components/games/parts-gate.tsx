'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useGameParts } from './registry';
import type { GamePart } from './types';

/**
 * Draws `children` once `part` of each of `games` is loaded (`useGameParts`), a quiet placeholder until then:
 * for the console pages that show any game's rounds (pit overview and history, a round's detail, the admin's
 * tables), whose words are read synchronously from every game's part.
 */
export function GamePartsGate({
  part,
  games,
  children,
}: {
  part: GamePart;
  games: readonly (string | null | undefined)[];
  children: ReactNode;
}) {
  const ready = useGameParts(part, games);
  const t = useTranslations('common');
  if (!ready)
    return (
      <p data-testid="parts-loading" aria-busy className="mt-16 text-center text-sm text-gray-500">
        {t('gate.loading')}
      </p>
    );
  return <>{children}</>;
}
