import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditPage } from '@/components/pit/audit-page';

/** The tab's title in the reader's language. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pit.audit');
  return { title: t('metaTitle') };
}

/** `/pit/audit?action=&actor=&targetType=&targetId=&from=&to=` (PIT_BOSS, ADMIN): the audit log, filtered (issue #18 §4). */
export default function Page() {
  return <AuditPage />;
}
