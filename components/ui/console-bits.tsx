import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** A keyboard key, as shown in the shortcut hints. */
export function Kbd({ children, tone = 'dim' }: { children: ReactNode; tone?: 'dim' | 'bright' }) {
  return (
    <kbd
      className={`inline-flex min-w-[1.5rem] items-center justify-center rounded-[3px] border px-1 font-mono text-[10px] leading-4 font-semibold ${
        tone === 'bright' ? 'border-ink/30 bg-ink/15 text-ink' : 'border-line bg-ink text-gray-400'
      }`}
    >
      {children}
    </kbd>
  );
}

/** A small uppercase section label. */
export function Label({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`text-[10px] font-semibold tracking-[0.18em] text-gray-500 uppercase ${className}`}>{children}</div>
  );
}

/** A panel with a titled header strip. */
export function Panel({
  title,
  right,
  children,
  className = '',
  testId,
}: {
  title: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className={`rounded-md border border-line bg-panel ${className}`}>
      <header className="flex items-center justify-between gap-2 border-b border-line px-3 py-1.5">
        <Label>{title}</Label>
        {right}
      </header>
      <div className="p-3">{children}</div>
    </section>
  );
}

const STATUS_TONE: Record<string, string> = {
  BETTING: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/40',
  DEALING: 'bg-amber-500/15 text-amber-300 ring-amber-500/40',
  COMPLETE: 'bg-sky-500/15 text-sky-300 ring-sky-500/40',
  SETTLED: 'bg-gray-500/15 text-gray-300 ring-gray-500/30',
  VOIDED: 'bg-red-500/15 text-red-300 ring-red-500/40',
};

/** A round status as a coloured pill; the text is the status code itself. */
export function StatusPill({ status, testId }: { status: string | null; testId?: string }) {
  const t = useTranslations('common.pill');
  const label = status ? (t.has(status) ? t(status) : status) : t('NONE');
  return (
    <span
      data-testid={testId}
      data-status={status ?? ''}
      className={`inline-flex items-center rounded px-2 py-0.5 font-mono text-sm font-bold tracking-wider ring-1 ${status ? (STATUS_TONE[status] ?? 'bg-panel-2 text-gray-300 ring-line') : 'bg-panel-2 text-gray-500 ring-line'}`}
    >
      {label}
    </span>
  );
}
