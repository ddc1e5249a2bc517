import type { Metadata } from 'next';
import { Lobby } from '@/components/player/lobby';
import { requireSignedIn } from './session';

export const metadata: Metadata = { title: 'Tables · Croupier' };
export const dynamic = 'force-dynamic';

/** `/play`: the lobby, every table with its game, status and current round. Signed-out → /login. */
export default async function PlayLobbyPage() {
  const me = await requireSignedIn('/play');
  return <Lobby role={me.role} />;
}
