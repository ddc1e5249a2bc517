'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { useMe, type Me } from '@/lib/client/use-me';
import { statusTone } from '@/components/pit/format';

export function StatusBadge({
  status,
  label,
  testId,
  className = '',
}: {
  status: string;
  /** The status in the reader's language (the code itself without). */
  label?: string;
  testId?: string;
  className?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] font-semibold tracking-wide ring-1 ring-inset ${statusTone(status)} ${className}`}
    >
      {label ?? status}
    </span>
  );
}

/** A titled, bordered block of the back office. */
export function Panel({
  title,
  actions,
  children,
  className = '',
  testId,
  bodyClass = '',
}: {
  title?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  testId?: string;
  bodyClass?: string;
}) {
  return (
    <section data-testid={testId} className={`rounded-lg border border-line bg-panel ${className}`}>
      {(title || actions) && (
        <header className="flex flex-wrap items-center gap-3 border-b border-line px-3 py-2">
          {title && <h2 className="text-xs font-semibold uppercase tracking-[0.12em] text-gray-400">{title}</h2>}
          {actions && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={bodyClass}>{children}</div>
    </section>
  );
}

/** An API rejection or a check in words. */
export function ErrorAlert({
  message,
  testId,
  onClose,
}: {
  message: string | null;
  testId?: string;
  onClose?: () => void;
}) {
  if (!message) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-md border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200"
    >
      <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-rose-400">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.1h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span className="flex-1">{message}</span>
      {onClose && (
        <button type="button" onClick={onClose} className="text-rose-300/70 hover:text-rose-100" aria-label="Dismiss">
          <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4 fill-current">
            <path d="M5.3 4.2 10 8.9l4.7-4.7 1.1 1.1-4.7 4.7 4.7 4.7-1.1 1.1-4.7-4.7-4.7 4.7-1.1-1.1 4.7-4.7-4.7-4.7 1.1-1.1Z" />
          </svg>
        </button>
      )}
    </div>
  );
}

export function Notice({ children, tone = 'ok' }: { children: React.ReactNode; tone?: 'ok' | 'warn' | 'info' }) {
  const cls =
    tone === 'ok'
      ? 'border-emerald-500/40 bg-emerald-500/10 text-emerald-200'
      : tone === 'warn'
        ? 'border-amber-500/40 bg-amber-500/10 text-amber-200'
        : 'border-sky-500/40 bg-sky-500/10 text-sky-200';
  return (
    <div role="status" className={`rounded-md border px-3 py-2 text-sm ${cls}`}>
      {children}
    </div>
  );
}

/** Cents in the studio currency and the reader's language, signed and coloured when `signed` (house view: positive green). */
export function Money({
  cents,
  signed = false,
  className = '',
}: {
  cents: number;
  signed?: boolean;
  className?: string;
}) {
  const tone = !signed || cents === 0 ? '' : cents > 0 ? 'text-emerald-300' : 'text-rose-300';
  const money = useMoney();
  return (
    <span className={`whitespace-nowrap font-mono tabular-nums ${tone} ${className}`}>
      {signed ? money.signed(cents) : money(cents)}
    </span>
  );
}

export const inputCls =
  'rounded border border-line bg-ink px-2 py-1.5 text-sm text-gray-100 placeholder:text-gray-600 focus:border-brass/60 focus:outline-none disabled:opacity-50';
export const btnCls =
  'inline-flex items-center justify-center gap-1.5 rounded border border-line bg-panel-2 px-3 py-1.5 text-sm font-medium text-gray-200 hover:border-gray-500 hover:text-white disabled:cursor-not-allowed disabled:opacity-40';
export const btnPrimaryCls =
  'inline-flex items-center justify-center gap-1.5 rounded bg-brass px-3 py-1.5 text-sm font-semibold text-ink hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-40';
export const btnDangerCls =
  'inline-flex items-center justify-center gap-1.5 rounded bg-rose-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-500 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Renders `children(me)` for the allowed roles; a signed-out visitor is sent to `/login?callbackUrl=<here>`,
 * another role sees why they may not be here.
 */
export function RoleGate({
  roles,
  area,
  children,
}: {
  roles: readonly Me['role'][];
  area: string;
  children: (me: Me) => React.ReactNode;
}) {
  const { me } = useMe();
  const t = useTranslations('common');
  useEffect(() => {
    if (me === null) {
      const here = window.location.pathname + window.location.search;
      window.location.replace(`/login?callbackUrl=${encodeURIComponent(here)}`);
    }
  }, [me]);
  if (me === undefined) return <p className="mt-16 text-center text-sm text-gray-500">{t('gate.loading')}</p>;
  if (me === null) return <p className="mt-16 text-center text-sm text-gray-500">{t('gate.redirecting')}</p>;
  if (!roles.includes(me.role)) {
    return (
      <div
        role="alert"
        data-testid="not-allowed"
        className="mx-auto mt-16 max-w-lg rounded-lg border border-rose-500/40 bg-rose-500/10 p-6 text-center"
      >
        <h1 className="text-lg font-semibold text-rose-200">{t('gate.notAllowed')}</h1>
        <p className="mt-2 text-sm text-rose-200/80" data-area={area}>
          {t.rich('gate.forRoles', {
            roles: roles.map((r) => t(`role.${r}`)).join(t('gate.and')),
            user: me.username,
            role: t(`role.${me.role}`),
            b: (c) => <b>{c}</b>,
          })}
        </p>
      </div>
    );
  }
  return <>{children(me)}</>;
}
