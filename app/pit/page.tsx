import type { Metadata } from 'next';
import { PitConsole } from '@/components/pit/pit-console';

export const metadata: Metadata = { title: 'Pit · Croupier' };

/** `/pit` (PIT_BOSS, ADMIN): every table live, and the round history. */
export default function PitPage() {
  return <PitConsole />;
}
