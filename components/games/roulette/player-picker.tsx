'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import type { LayoutHotspot } from '@/lib/games/roulette';
import { spotKey, type PlayerTableState } from '@/components/player/use-player-table';
import { betsOn, payoutText, rouletteBetName } from './bet-names';

/**
 * The phone's list of every bet on one number, as a sheet at the bottom of the screen (within the thumb's
 * reach): a tap places the chip on that bet, − takes its last chip back. It stays open for more chips.
 */
export function SpotPicker({
  s,
  n,
  onClose,
  onHover,
}: {
  s: PlayerTableState;
  n: number;
  onClose: () => void;
  onHover: (h: LayoutHotspot | null) => void;
}) {
  const t = useTranslations('games.roulette.player');
  const money = useMoney();
  const bets = useMemo(() => betsOn(n), [n]);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-label={t('picker.title', { n })}
      data-testid="spot-picker"
      className="fixed inset-x-0 bottom-0 z-50 max-h-[55vh] overflow-y-auto rounded-t-2xl border-t border-line bg-panel/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-8px_30px_rgba(0,0,0,0.5)] backdrop-blur"
    >
      <header className="mb-2 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold text-white">{t('picker.title', { n })}</h2>
        <button
          ref={closeRef}
          type="button"
          data-testid="spot-picker-close"
          onClick={onClose}
          className="rounded-lg border border-line bg-panel-2 px-3 py-1.5 text-sm text-gray-200"
        >
          {t('picker.close')}
        </button>
      </header>
      {!s.bettingOpen && <p className="mb-2 text-xs text-amber-300/90">{t('picker.closed')}</p>}
      <ul className="grid grid-cols-2 gap-2">
        {bets.map((h) => {
          const key = spotKey(h);
          const name = rouletteBetName(t, h);
          const on = s.bySpot.get(key)?.total ?? 0;
          return (
            <li key={key} className="flex min-w-0 items-stretch gap-1">
              <button
                type="button"
                data-testid={`pick-${key}`}
                disabled={!s.bettingOpen}
                onClick={() => void s.place({ type: h.type, numbers: h.numbers }, s.chip)}
                onPointerEnter={() => onHover(h)}
                onPointerLeave={() => onHover(null)}
                className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-lg bg-felt px-2.5 py-1.5 text-left text-white ring-1 ring-white/10 active:bg-[#14624a] disabled:opacity-50"
              >
                <span className="w-full text-sm font-semibold leading-tight [overflow-wrap:anywhere]">{name}</span>
                <span className="flex w-full justify-between gap-2 text-[11px] text-white/60">
                  <span>{t('picker.pays', { pays: payoutText(h.type) })}</span>
                  {on > 0 && (
                    <span data-testid={`pick-total-${key}`} className="font-mono text-brass">
                      {money(on)}
                    </span>
                  )}
                </span>
              </button>
              {on > 0 && s.bettingOpen && (
                <button
                  type="button"
                  data-testid={`pick-undo-${key}`}
                  aria-label={t('picker.takeBack', { bet: name })}
                  onClick={() => s.removeLastOn(key)}
                  className="w-9 shrink-0 rounded-lg border border-line bg-panel-2 text-lg text-gray-200"
                >
                  −
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
