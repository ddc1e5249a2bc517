'use client';

import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/back-office';

/** A status badge (round, bet, table, shoe) with the status in the reader's language (`pit.status.<CODE>`). */
export function PitStatus({ status, testId, className }: { status: string; testId?: string; className?: string }) {
  const t = useTranslations('pit.status');
  return (
    <StatusBadge status={status} label={t.has(status) ? t(status) : status} testId={testId} className={className} />
  );
}
