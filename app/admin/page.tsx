import type { Metadata } from 'next';
import { AdminConsole } from '@/components/admin/admin-console';

export const metadata: Metadata = { title: 'Admin · Croupier' };

/** `/admin` (ADMIN; a PIT_BOSS uses the deposits and tables parts). */
export default function AdminRoute() {
  return <AdminConsole />;
}
