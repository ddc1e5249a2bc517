import type { Metadata } from 'next';
import { DealerConsole } from '@/components/dealer/dealer-console';
import { NotStaff } from '@/components/dealer/not-staff';
import { DEALING_ROLES, requireViewer } from '../viewer';

export const metadata: Metadata = { title: 'Dealer console · Croupier' };
export const dynamic = 'force-dynamic';

/** `/dealer/[tableId]`: the keyboard-first live console of one table. */
export default async function DealerTablePage({ params }: { params: Promise<{ tableId: string }> }) {
  const { tableId } = await params;
  const viewer = await requireViewer(`/dealer/${tableId}`);
  if (!DEALING_ROLES.has(viewer.role)) return <NotStaff />;
  return <DealerConsole tableId={tableId} viewer={viewer} />;
}
