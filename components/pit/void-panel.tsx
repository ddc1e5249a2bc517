'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, ApiError } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import { useProblemText } from '@/lib/i18n/problem';
import { useConsoleWords } from '@/components/pit/words';
import type { RoundBetView, RoundDetail } from '@/lib/rounds/get-round';
import { ErrorAlert, Notice, Panel, btnCls, btnDangerCls, inputCls, Money } from '@/components/ui/back-office';

type VoidEvent = RoundDetail['events'][number];

/**
 * VOID (RULES.md §C-4): a pit boss or an admin voids a round from any state with a reason. Every stake
 * is refunded; a settled round's settlement is reversed first. Asks for confirmation with what will move.
 */
export function VoidPanel({
  round,
  bets,
  voidEvent,
  onVoided,
}: {
  round: RoundDetail;
  bets: RoundBetView[];
  voidEvent: VoidEvent | null;
  onVoided: () => void;
}) {
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ refunded: number; reversed: number; status: string } | null>(null);
  const keyRef = useRef<string>('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const t = useTranslations('pit.void');
  const ts = useTranslations('pit.status');
  const money = useMoney();
  const problemText = useProblemText();
  const { shell } = useConsoleWords();
  const status = (s: string) => (ts.has(s) ? ts(s) : s);

  // The bets the void touches, as lib/rounds/void-round.ts selects them (dead hands too, §HCF-8).
  const live = bets.filter((b) => ['OPEN', 'WON', 'LOST', 'PUSH', 'DEAD'].includes(b.status));
  // Stakes back, with the extra stakes of doubles and splits (§BJ-3, §BJ-9) and any fee held
  // with a bet (a rake, §HCF-9), as the void posts them.
  const refund = live.reduce((s, b) => s + b.amount + (b.extraStake ?? 0) + (b.fee ?? 0), 0);
  const reverse = live.filter((b) => b.status !== 'OPEN').reduce((s, b) => s + b.payout + b.refund, 0);
  const players = new Set(live.map((b) => b.userId)).size;

  useEffect(() => {
    if (!confirming) return;
    confirmRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !busy && setConfirming(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirming, busy]);

  const ask = () => {
    setError(null);
    if (reason.trim().length < 3) {
      setError(t('reasonTooShort'));
      return;
    }
    keyRef.current = crypto.randomUUID();
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await api<{ status: string; refunded: number; reversed: number }>(
        'POST',
        `/api/rounds/${round.id}/void`,
        { reason: reason.trim() },
        { idempotencyKey: keyRef.current },
      );
      setDone({ refunded: r.refunded, reversed: r.reversed, status: r.status });
      setReason('');
      onVoided();
    } catch (e) {
      if (e instanceof ApiError) {
        const p = problemText(e);
        setError(t('refused', { code: e.code, message: p.message ? `${p.title}: ${p.message}` : p.title }));
      } else setError(t('failed', { error: (e as Error).message }));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (round.status === 'VOIDED') {
    const d = (voidEvent?.data ?? {}) as { refunded?: number; reversed?: number; previousStatus?: string };
    const refunded = done?.refunded ?? Number(d.refunded ?? 0);
    const reversed = done?.reversed ?? Number(d.reversed ?? 0);
    return (
      <Panel title={t('doneTitle')} testId="void-panel" bodyClass="space-y-2 p-3 text-sm">
        {done && (
          <Notice tone="ok">
            {t.rich('nowStatus', { number: round.number, status: status(round.status), b: (c) => <b>{c}</b> })}
          </Notice>
        )}
        <p className="text-gray-300">
          {t.rich(voidEvent?.actor ? 'voidedBy' : 'voidedAt', {
            actor: voidEvent?.actor ?? '',
            at: shell.when(round.voidedAt),
            b: (c) => <b>{c}</b>,
            mono: (c) => <span className="font-mono">{c}</span>,
          })}
          {d.previousStatus ? ` ${t('itWas', { status: status(d.previousStatus) })}` : ''}
        </p>
        <p className="text-gray-400">{t('reasonShown', { reason: round.voidReason ?? '' })}</p>
        <dl data-testid="void-result" className="grid grid-cols-2 gap-2">
          <div className="rounded border border-line/70 bg-ink/40 px-2 py-1.5">
            <dt className="text-[10px] uppercase tracking-wider text-gray-500">{t('refundedLabel')}</dt>
            <dd data-testid="void-refunded">
              <Money cents={refunded} />
            </dd>
          </div>
          <div className="rounded border border-line/70 bg-ink/40 px-2 py-1.5">
            <dt className="text-[10px] uppercase tracking-wider text-gray-500">{t('reversedLabel')}</dt>
            <dd data-testid="void-reversed">
              <Money cents={reversed} />
            </dd>
          </div>
        </dl>
      </Panel>
    );
  }

  return (
    <Panel title={t('title')} testId="void-panel" bodyClass="space-y-2 p-3 text-sm">
      <p className="text-xs text-gray-400">{round.status === 'SETTLED' ? t('explainSettled') : t('explain')}</p>
      <label className="block">
        <span className="text-xs text-gray-500">{t('reasonLabel')}</span>
        <textarea
          data-testid="void-reason"
          required
          minLength={3}
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('reasonPlaceholder')}
          className={`${inputCls} mt-1 w-full resize-y`}
        />
      </label>
      <ErrorAlert testId="pit-error" message={error} onClose={() => setError(null)} />
      {done && (
        <Notice tone="ok">{t('doneNotice', { refunded: money(done.refunded), reversed: money(done.reversed) })}</Notice>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          data-testid="btn-void"
          className={`${btnDangerCls} whitespace-nowrap`}
          onClick={ask}
          disabled={busy}
        >
          {t('button')}
        </button>
        <span className="text-xs text-gray-500">
          {t('summary', { count: live.length, refund: money(refund) })}
          {reverse > 0 ? ` · ${t('summaryReverse', { amount: money(reverse) })}` : ''}
        </span>
      </div>

      {confirming && (
        <div
          className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4"
          onClick={() => !busy && setConfirming(false)}
        >
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="void-title"
            className="w-full max-w-md rounded-lg border border-rose-500/40 bg-panel p-5 shadow-2xl"
            onClick={(e) => e.stopPropagation()}
          >
            <h2 id="void-title" className="text-lg font-semibold text-rose-200">
              {t('confirmTitle', { table: round.tableName, number: round.number })}
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-gray-300">
              <li>
                {t('statusNow')} <b>{status(round.status)}</b> → <b className="text-rose-300">{status('VOIDED')}</b>
              </li>
              <li>
                {t.rich('confirmRefund', {
                  amount: money(refund),
                  count: players,
                  b: (c) => <b className="font-mono">{c}</b>,
                })}
              </li>
              {round.status === 'SETTLED' && (
                <li>
                  {t.rich('confirmReverse', { amount: money(reverse), b: (c) => <b className="font-mono">{c}</b> })}
                </li>
              )}
              <li className="text-gray-400">{t('reasonShown', { reason: reason.trim() })}</li>
            </ul>
            <p className="mt-3 text-xs text-gray-500">{t('cannotUndo')}</p>
            <div className="mt-4 flex justify-end gap-2">
              <button type="button" className={btnCls} onClick={() => setConfirming(false)} disabled={busy}>
                {t('cancel')}
              </button>
              <button
                ref={confirmRef}
                type="button"
                data-testid="btn-void-confirm"
                className={btnDangerCls}
                onClick={() => void confirm()}
                disabled={busy}
              >
                {busy ? t('voiding') : t('confirm')}
              </button>
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
