'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, ApiError, newKey } from '@/lib/client/api';
import { useProblemText } from '@/lib/i18n/problem';
import { useConsoleWords } from '@/components/pit/words';
import { ErrorAlert, Notice, btnCls, btnDangerCls, btnPrimaryCls, inputCls } from '@/components/ui/back-office';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CorrectionPreviewView } from './preview';
import {
  normalizeCorrection,
  previewTotals,
  type Correction,
  type CorrectionEntry,
  type EffectiveEntry,
} from './model';

/** An API refusal in words with its code: "Refused (SAME_PERSON): …". */
export function useRefusalText(): (e: unknown) => string {
  const t = useTranslations('pit.corrections');
  const problemText = useProblemText();
  return (e: unknown) => {
    if (e instanceof ApiError) {
      const p = problemText(e);
      return t('refused', { code: e.code, message: p.message ? `${p.title}: ${p.message}` : p.title });
    }
    return t('failed', { error: (e as Error)?.message ?? String(e) });
  };
}

/** The corrected entries in words; `current` (the round's entries now) adds what each replaces. */
export function useEntryWords(): (entries: readonly CorrectionEntry[], current?: readonly EffectiveEntry[]) => string {
  const t = useTranslations('pit.corrections');
  return (entries, current) =>
    entries
      .map((e) => {
        if (e.type === 'OUTCOME') {
          const was = current?.find((c) => c.type === 'OUTCOME');
          return was && was.type === 'OUTCOME'
            ? t('entryOutcomeFrom', { from: was.number, to: e.number })
            : t('entryOutcome', { to: e.number });
        }
        const was = current?.find((c) => c.type === 'CARD' && c.position === e.position);
        return was && was.type === 'CARD'
          ? t('entryCardFrom', { position: e.position, from: was.card, to: e.card })
          : t('entryCard', { position: e.position, to: e.card });
      })
      .join(' · ');
}

/**
 * One correction (issue #18 §1) as the pit reads it: table and round, what it does and why, who proposed it
 * and when, its preview, and — while PROPOSED — Approve (with a confirm step) and Reject (with a note) for a
 * second PIT_BOSS or ADMIN; both disabled, with the reason, for the proposer (maker-checker). `onDecided`
 * gets the applied or rejected proposal.
 */
export function CorrectionCard({
  correction,
  meId,
  current,
  specs,
  showRoundLink = true,
  onDecided,
}: {
  correction: Correction;
  meId: string | null;
  /** The round's entries now (round detail), to say what a correction replaces. */
  current?: readonly EffectiveEntry[];
  specs?: ReadonlyMap<string, Record<string, unknown>>;
  showRoundLink?: boolean;
  onDecided?: (c: Correction) => void;
}) {
  const c = correction;
  const t = useTranslations('pit.corrections');
  const w = useConsoleWords();
  const refusal = useRefusalText();
  const entryWords = useEntryWords();
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keyRef = useRef('');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const mine = !!meId && c.proposedBy?.id === meId;
  const pending = c.status === 'PROPOSED';
  const totals = c.preview ? previewTotals(c.preview) : null;

  useEffect(() => {
    if (mode === 'approve') confirmRef.current?.focus();
    if (mode === 'reject') noteRef.current?.focus();
  }, [mode]);

  const start = (m: 'approve' | 'reject') => {
    setError(null);
    keyRef.current = newKey();
    setMode(m);
  };

  const decide = async (action: 'approve' | 'reject') => {
    if (action === 'reject' && note.trim().length < 3) {
      setError(t('noteTooShort'));
      noteRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = note.trim() ? { note: note.trim() } : {};
      const r = await api<unknown>('POST', `/api/corrections/${c.id}/${action}`, body, {
        idempotencyKey: keyRef.current,
      });
      const out = normalizeCorrection(
        r && typeof r === 'object' && 'correction' in r ? (r as { correction: unknown }).correction : r,
      );
      setMode('idle');
      setNote('');
      onDecided?.({ ...c, ...out, preview: out.preview ?? c.preview });
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && mode !== 'idle' && !busy) {
      e.stopPropagation();
      setMode('idle');
    }
  };

  return (
    <article
      data-testid="correction"
      data-correction-id={c.id}
      data-status={c.status}
      data-kind={c.kind}
      onKeyDown={onKey}
      className="space-y-3 rounded-lg border border-line bg-panel p-3"
      aria-labelledby={`corr-${c.id}`}
    >
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`corr-${c.id}`} className="text-sm font-semibold text-gray-100">
          {c.kind === 'VOID' ? t('kindVOID') : t('kindCORRECT')}
          {' · '}
          {showRoundLink && c.roundId ? (
            <Link
              href={`/pit/rounds/${c.roundId}`}
              className="underline decoration-gray-600 underline-offset-2 hover:text-white"
            >
              {c.tableName ?? t('round')} #{c.roundNumber ?? '?'}
            </Link>
          ) : (
            <span>
              {c.tableName ?? t('round')} #{c.roundNumber ?? '?'}
            </span>
          )}
        </h2>
        <span
          data-testid="correction-status"
          className={`rounded px-1.5 py-0.5 text-[11px] font-semibold ring-1 ring-inset ${
            c.status === 'PROPOSED'
              ? 'bg-amber-500/15 text-amber-300 ring-amber-500/30'
              : c.status === 'APPLIED'
                ? 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30'
                : 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30'
          }`}
        >
          {t(`status${c.status}`)}
        </span>
        <span className="ml-auto font-mono text-[11px] text-gray-500">{w.shell.when(c.proposedAt)}</span>
      </header>

      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        <div>
          <dt className="inline text-gray-500">{t('reasonCode')}: </dt>
          <dd className="inline text-gray-200" data-testid="correction-reason">
            {t.has(`reason.${c.reasonCode}`) ? t(`reason.${c.reasonCode}`) : c.reasonCode}
            {c.reason ? ` — “${c.reason}”` : ''}
          </dd>
        </div>
        {c.kind === 'CORRECT' && (
          <div>
            <dt className="inline text-gray-500">{t('entries')}: </dt>
            <dd className="inline font-mono text-gray-100" data-testid="correction-entries">
              {entryWords(c.entries, pending ? current : undefined)}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline text-gray-500">{t('proposedBy')}: </dt>
          <dd className="inline text-gray-200" data-testid="correction-proposer">
            {c.proposedBy?.username ?? '—'}
          </dd>
        </div>
        {c.decidedBy && (
          <div>
            <dt className="inline text-gray-500">{c.status === 'REJECTED' ? t('rejectedBy') : t('approvedBy')}: </dt>
            <dd className="inline text-gray-200" data-testid="correction-decider">
              {c.decidedBy.username} · <span className="font-mono">{w.shell.when(c.decidedAt)}</span>
            </dd>
          </div>
        )}
        {c.note && (
          <div className="sm:col-span-2">
            <dt className="inline text-gray-500">{t('note')}: </dt>
            <dd className="inline text-gray-300">“{c.note}”</dd>
          </div>
        )}
      </dl>

      {c.previewError && (
        <p data-testid="preview-stale" className="text-xs text-amber-200">
          {t('previewStale', { code: c.previewError.code, message: c.previewError.message })}
        </p>
      )}
      {c.preview ? (
        <details open={pending} className="group">
          <summary className="cursor-pointer select-none text-xs text-gray-400 hover:text-gray-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brass/60">
            {t(pending ? 'previewTitle' : 'appliedTitle')}
            {totals &&
              ` · ${t('previewSummary', { wallets: c.preview.wallets.length, delta: w.shell.money.signed(totals.delta) })}`}
          </summary>
          <div className="mt-2">
            <CorrectionPreviewView preview={c.preview} specs={specs} game={c.game} />
          </div>
        </details>
      ) : (
        <p className="text-xs text-gray-500">{t('noPreview')}</p>
      )}

      <ErrorAlert
        testId="correction-error"
        message={mode === 'approve' ? null : error}
        onClose={() => setError(null)}
      />

      {pending && (
        <div className="space-y-2">
          {mine && (
            <p data-testid="own-proposal" className="text-xs text-amber-200">
              {t('ownProposal')}
            </p>
          )}
          {/* Kept while the approve dialog is open: it gives focus back to Approve… when it closes. */}
          {mode !== 'reject' && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                data-testid="btn-approve"
                className={btnPrimaryCls}
                disabled={mine || busy}
                title={mine ? t('ownProposal') : undefined}
                onClick={() => start('approve')}
              >
                {t('approve')}
              </button>
              <button
                type="button"
                data-testid="btn-reject"
                className={btnCls}
                disabled={mine || busy}
                title={mine ? t('ownProposal') : undefined}
                onClick={() => start('reject')}
              >
                {t('reject')}
              </button>
            </div>
          )}
          <ModalDialog
            open={mode === 'approve'}
            onClose={() => setMode((m) => (m === 'approve' ? 'idle' : m))}
            title={
              c.roundNumber !== null
                ? `${t('approveConfirmTitle')} · ${c.tableName ?? ''} #${c.roundNumber}`
                : t('approveConfirmTitle')
            }
            testId="approve-dialog"
            closeTestId="approve-dialog-close"
          >
            <p className="text-sm text-emerald-100">
              {c.kind === 'VOID'
                ? t('approveConfirmVoid')
                : t('approveConfirm', {
                    wallets: c.preview?.wallets.length ?? 0,
                    delta: w.shell.money.signed(totals?.delta ?? 0),
                  })}
            </p>
            <ErrorAlert testId="approve-error" message={error} onClose={() => setError(null)} />
            <label className="block">
              <span className="block text-xs text-gray-500">{t('noteOptional')}</span>
              <input
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={500}
                className={`${inputCls} mt-1 w-full`}
              />
            </label>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" className={btnCls} disabled={busy} onClick={() => setMode('idle')}>
                {t('cancel')}
              </button>
              <button
                ref={confirmRef}
                type="button"
                data-testid="btn-approve-confirm"
                className={btnPrimaryCls}
                disabled={busy}
                onClick={() => void decide('approve')}
              >
                {busy ? t('applying') : t('approveConfirmButton')}
              </button>
            </div>
          </ModalDialog>
          {mode === 'reject' && (
            <div
              role="group"
              aria-label={t('rejectTitle')}
              className="space-y-2 rounded border border-line bg-ink/40 p-2"
            >
              <label className="block">
                <span className="block text-xs text-gray-500">{t('rejectNote')}</span>
                <textarea
                  ref={noteRef}
                  data-testid="reject-note"
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void decide('reject');
                  }}
                  rows={2}
                  maxLength={500}
                  className={`${inputCls} mt-1 w-full resize-y`}
                />
              </label>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  data-testid="btn-reject-confirm"
                  className={btnDangerCls}
                  disabled={busy}
                  onClick={() => void decide('reject')}
                >
                  {busy ? t('rejecting') : t('rejectConfirmButton')}
                </button>
                <button type="button" className={btnCls} disabled={busy} onClick={() => setMode('idle')}>
                  {t('cancel')}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
      {c.status === 'APPLIED' && c.decidedBy && c.decidedBy.id === c.proposedBy?.id && (
        <Notice tone="info">{t('appliedAtOnce')}</Notice>
      )}
    </article>
  );
}
