import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlayersPage } from '@/components/pit/players/players-list';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.players');
  return { title: t('metaTitle') };
}

/** `/pit/players` (PIT_BOSS, ADMIN): players by username with balances, each linking to their page (issue #17 §5). */
export default function Page() {
  return <PlayersPage />;
}
