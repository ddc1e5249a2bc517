import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlayerPage } from '@/components/pit/players/player-page';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.players');
  return { title: t('metaTitle') };
}

/** `/pit/players/:id` (PIT_BOSS, ADMIN): one player's figures, deposits, recent rounds and late bets (issue #17 §5). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PlayerPage id={id} />;
}
