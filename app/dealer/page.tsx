import type { Metadata } from 'next';
import { DealerTables } from '@/components/dealer/dealer-tables';
import { NotStaff } from '@/components/dealer/not-staff';
import { DEALING_ROLES, requireViewer } from './viewer';

export const metadata: Metadata = { title: 'Dealer · Croupier' };
export const dynamic = 'force-dynamic';

/** `/dealer`: the tables the signed-in user may deal (DEALER: their own; PIT_BOSS/ADMIN: all). */
export default async function DealerHome() {
  const viewer = await requireViewer('/dealer');
  if (!DEALING_ROLES.has(viewer.role)) return <NotStaff />;
  return <DealerTables viewer={viewer} />;
}
