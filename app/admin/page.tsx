import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminConsole } from '@/components/admin/admin-console';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.meta');
  return { title: t('title') };
}

/** `/admin` (ADMIN; a PIT_BOSS uses the deposits and tables parts). */
export default function AdminRoute() {
  return <AdminConsole />;
}
