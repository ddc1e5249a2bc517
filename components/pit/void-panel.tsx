'use client';

import { useEffect, useRef, useState } from 'react';
import { api, money, ApiError } from '@/lib/client/api';
import type { RoundBetView, RoundDetail } from '@/lib/rounds/get-round';
import { when } from '@/components/pit/format';
import { ErrorAlert, Money, Notice, Panel, btnCls, btnDangerCls, inputCls } from '@/components/ui/back-office';

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
      setError('Say why the round is voided: a reason of at least 3 characters is required.');
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
      const msg =
        e instanceof ApiError
          ? `The void was refused (${e.code}): ${e.message}`
          : `The void failed: ${(e as Error).message}`;
      setError(msg);
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
      <Panel title="Void" testId="void-panel" bodyClass="space-y-2 p-3 text-sm">
        {done && (
          <Notice tone="ok">
            Round #{round.number} is now <b>{round.status}</b>.
          </Notice>
        )}
        <p className="text-gray-300">
          Voided{' '}
          {voidEvent?.actor ? (
            <>
              by <b>{voidEvent.actor}</b>{' '}
            </>
          ) : (
            ''
          )}
          at <span className="font-mono">{when(round.voidedAt)}</span>
          {d.previousStatus ? <> (it was {d.previousStatus})</> : null}.
        </p>
        <p className="text-gray-400">Reason: “{round.voidReason}”</p>
        <dl data-testid="void-result" className="grid grid-cols-2 gap-2">
          <div className="rounded border border-line/70 bg-ink/40 px-2 py-1.5">
            <dt className="text-[10px] uppercase tracking-wider text-gray-500">Stakes refunded</dt>
            <dd data-testid="void-refunded">
              <Money cents={refunded} />
            </dd>
          </div>
          <div className="rounded border border-line/70 bg-ink/40 px-2 py-1.5">
            <dt className="text-[10px] uppercase tracking-wider text-gray-500">Settlement reversed</dt>
            <dd data-testid="void-reversed">
              <Money cents={reversed} />
            </dd>
          </div>
        </dl>
      </Panel>
    );
  }

  return (
    <Panel title="Void this round" testId="void-panel" bodyClass="space-y-2 p-3 text-sm">
      <p className="text-xs text-gray-400">
        Every stake is refunded{round.status === 'SETTLED' ? '; the settlement is reversed first' : ''}. The reason is
        written to the round’s log and the audit trail.
      </p>
      <label className="block">
        <span className="text-xs text-gray-500">Reason (required)</span>
        <textarea
          data-testid="void-reason"
          required
          minLength={3}
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="e.g. Misdeal: card exposed before No more bets"
          className={`${inputCls} mt-1 w-full resize-y`}
        />
      </label>
      <ErrorAlert testId="pit-error" message={error} onClose={() => setError(null)} />
      {done && (
        <Notice tone="ok">
          Voided: refunded {money(done.refunded)}, reversed {money(done.reversed)}. Updating…
        </Notice>
      )}
      <div className="flex items-center gap-3">
        <button type="button" data-testid="btn-void" className={btnDangerCls} onClick={ask} disabled={busy}>
          Void round…
        </button>
        <span className="text-xs text-gray-500">
          {live.length} bet{live.length === 1 ? '' : 's'} · refund {money(refund)}
          {reverse > 0 ? ` · reverse ${money(reverse)}` : ''}
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
              Void {round.tableName} round #{round.number}?
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-gray-300">
              <li>
                Status now: <b>{round.status}</b> → <b className="text-rose-300">VOIDED</b>
              </li>
              <li>
                Stakes refunded: <b className="font-mono">{money(refund)}</b> to {players} player
                {players === 1 ? '' : 's'}
              </li>
              {round.status === 'SETTLED' && (
                <li>
                  Settlement reversed first: <b className="font-mono">{money(reverse)}</b> taken back from winners
                </li>
              )}
              <li className="text-gray-400">Reason: “{reason.trim()}”</li>
            </ul>
            <p className="mt-3 text-xs text-gray-500">This cannot be undone.</p>
            <div className="mt-4 flex justify-end gap-2">
              <button type="button" className={btnCls} onClick={() => setConfirming(false)} disabled={busy}>
                Cancel
              </button>
              <button
                ref={confirmRef}
                type="button"
                data-testid="btn-void-confirm"
                className={btnDangerCls}
                onClick={() => void confirm()}
                disabled={busy}
              >
                {busy ? 'Voiding…' : 'Void round'}
              </button>
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}
