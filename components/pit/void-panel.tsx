'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, newKey } from '@/lib/client/api';
import { parseCard } from '@/lib/games/cards';
import { useMoney } from '@/lib/i18n/money';
import { useMe } from '@/lib/client/use-me';
import { eventWords } from '@/components/pit/format';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useConsoleWords } from '@/components/pit/words';
import { CorrectionCard, useRefusalText } from '@/components/pit/corrections/correction-card';
import {
  CORRECTION_REASONS,
  editorKind,
  effectiveEntries,
  normalizeCorrection,
  type Correction,
  type CorrectionEntry,
  type CorrectionKind,
  type CorrectionPreview,
} from '@/components/pit/corrections/model';
import { CorrectionPreviewView } from '@/components/pit/corrections/preview';
import type { RoundBetView, RoundDetail } from '@/lib/rounds/get-round';
import {
  ErrorAlert,
  Notice,
  Panel,
  btnCls,
  btnDangerCls,
  btnPrimaryCls,
  inputCls,
  Money,
} from '@/components/ui/back-office';

type VoidEvent = RoundDetail['events'][number];

/** The highest number on the wheel a roulette outcome may be corrected to. */
const WHEEL_MAX = 36;
/** The round's corrections (any status), newest first: `GET /api/corrections?roundId=`. */
function useRoundCorrections(round: RoundDetail, version: number) {
  const [items, setItems] = useState<Correction[]>([]);
  const load = useCallback(() => {
    api<{ items: unknown[] } | unknown[]>('GET', `/api/corrections?roundId=${encodeURIComponent(round.id)}`)
      .then((r) => {
        const list = (Array.isArray(r) ? r : r.items).map(normalizeCorrection).filter((c) => c.roundId === round.id);
        setItems(list);
      })
      .catch(() => undefined);
  }, [round.id]);
  useEffect(() => load(), [load, version]);
  return { items, load, setItems };
}

/**
 * "Correct or void" (RULES.md §C-4, issue #18 §1) on the round detail. A round not settled yet is voided at
 * once (`POST /api/rounds/:id/void`: stakes refunded, nothing to reverse). A SETTLED (or COMPLETE) round gets a
 * proposal: a VOID, or a CORRECT with the game's entries (the number, or a card by its position in dealing
 * order) and a reason code (`POST /api/rounds/:id/corrections`); the answer's preview shows every bet and wallet
 * before → after (debts too) and it waits for a second PIT_BOSS or ADMIN (maker-checker). A void of a settled
 * round goes through the void route: applied at once where the studio allows it, else proposed (202).
 */
export function VoidPanel({
  round,
  bets,
  voidEvent,
  onVoided,
  version = 0,
}: {
  round: RoundDetail;
  bets: RoundBetView[];
  voidEvent: VoidEvent | null;
  onVoided: () => void;
  /** Changes when the round changes (refetches its corrections). */
  version?: number;
}) {
  const { me } = useMe();
  const corrections = useRoundCorrections(round, version);
  const pending = corrections.items.find((c) => c.status === 'PROPOSED') ?? null;
  const decided = corrections.items.filter((c) => c.status !== 'PROPOSED');
  const specs = useMemo(() => new Map(bets.map((b) => [b.id, b.spec])), [bets]);
  const entries = useMemo(() => effectiveEntries(round.events), [round.events]);
  const onDecided = () => {
    corrections.load();
    onVoided();
  };

  const history = decided.length > 0 && (
    <details data-testid="round-corrections" className="text-sm">
      <summary className="cursor-pointer text-xs text-gray-400 hover:text-gray-200">
        <HistoryTitle count={decided.length} />
      </summary>
      <div className="mt-2 space-y-2">
        {decided.map((c) => (
          <CorrectionCard key={c.id} correction={c} meId={me?.id ?? null} specs={specs} showRoundLink={false} />
        ))}
      </div>
    </details>
  );

  if (round.status === 'VOIDED')
    return (
      <>
        <VoidedView round={round} voidEvent={voidEvent} />
        {history}
      </>
    );

  return (
    <>
      {pending ? (
        <PendingView correction={pending} meId={me?.id ?? null} entries={entries} specs={specs} onDecided={onDecided} />
      ) : (
        <CorrectOrVoidForm
          round={round}
          bets={bets}
          onVoided={onVoided}
          onProposed={(c) => corrections.setItems((list) => [c, ...list])}
        />
      )}
      {history}
    </>
  );
}

function HistoryTitle({ count }: { count: number }) {
  const t = useTranslations('pit.corrections');
  return <>{t('roundHistory', { count })}</>;
}

function PendingView({
  correction,
  meId,
  entries,
  specs,
  onDecided,
}: {
  correction: Correction;
  meId: string | null;
  entries: ReturnType<typeof effectiveEntries>;
  specs: ReadonlyMap<string, Record<string, unknown>>;
  onDecided: () => void;
}) {
  const t = useTranslations('pit.corrections');
  return (
    <Panel title={t('panelTitle')} testId="void-panel" bodyClass="space-y-2 p-3 text-sm">
      <Notice tone="warn">
        <span data-testid="awaiting-approval">{t('awaiting')}</span>
      </Notice>
      <CorrectionCard
        correction={correction}
        meId={meId}
        current={entries}
        specs={specs}
        showRoundLink={false}
        onDecided={onDecided}
      />
    </Panel>
  );
}

function CorrectOrVoidForm({
  round,
  bets,
  onVoided,
  onProposed,
}: {
  round: RoundDetail;
  bets: RoundBetView[];
  onVoided: () => void;
  onProposed: (c: Correction) => void;
}) {
  const t = useTranslations('pit.void');
  const tc = useTranslations('pit.corrections');
  const ts = useTranslations('pit.status');
  const money = useMoney();
  const w = useConsoleWords();
  const refusal = useRefusalText();
  const status = (s: string) => (ts.has(s) ? ts(s) : s);
  const entries = useMemo(() => effectiveEntries(round.events), [round.events]);
  const editor = editorKind(entries);
  // A correction re-settles a settled round or re-folds a complete one; earlier rounds are only voided.
  const correctable = (round.status === 'SETTLED' || round.status === 'COMPLETE') && editor !== null;
  const [kind, setKind] = useState<CorrectionKind>('VOID');
  const [reasonCode, setReasonCode] = useState<string>('DEALER_ERROR');
  const [reason, setReason] = useState('');
  const cards = entries.filter((e) => e.type === 'CARD');
  const outcome = entries.find((e) => e.type === 'OUTCOME');
  const [number, setNumber] = useState<string>(outcome && outcome.type === 'OUTCOME' ? String(outcome.number) : '');
  const [position, setPosition] = useState<number>(cards[0]?.position ?? 1);
  const [card, setCard] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ refunded: number; reversed: number } | null>(null);
  // The dry run (`POST /api/rounds/:id/corrections/preview`) of exactly the body in `shown.body`.
  const [shown, setShown] = useState<{ body: string; preview: CorrectionPreview; cards: string[] } | null>(null);
  const specs = useMemo(() => new Map(bets.map((b) => [b.id, b.spec])), [bets]);
  const keyRef = useRef<string>('');
  const confirmRef = useRef<HTMLButtonElement>(null);

  // The bets the void touches, as lib/rounds/void-round.ts selects them (dead hands too, §HCF-8).
  const live = bets.filter((b) => ['OPEN', 'WON', 'LOST', 'PUSH', 'DEAD'].includes(b.status));
  // Stakes back, with the extra stakes of doubles and splits (§BJ-3, §BJ-9) and any fee held
  // with a bet (a rake, §HCF-9), as the void posts them.
  const refund = live.reduce((s, b) => s + b.amount + (b.extraStake ?? 0) + (b.fee ?? 0), 0);
  const reverse = live.filter((b) => b.status !== 'OPEN').reduce((s, b) => s + b.payout + b.refund, 0);
  const players = new Set(live.map((b) => b.userId)).size;
  const mode: CorrectionKind = correctable ? kind : 'VOID';

  // The modal (components/ui/modal-dialog.tsx) takes focus, closes on Esc and gives focus back to Void…; inside it
  // the confirm button is the one focused.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  /** The corrected entries from the editor, or a message saying what is wrong. */
  const correctedEntries = (): CorrectionEntry[] | string => {
    if (editor === 'OUTCOME') {
      const n = Number(number);
      // A European wheel's pockets are 0..36 (RULES.md, roulette): 40 is refused here, before any request.
      if (number.trim() === '' || !Number.isInteger(n) || n < 0 || n > WHEEL_MAX)
        return tc('badNumber', { max: WHEEL_MAX });
      if (outcome && outcome.type === 'OUTCOME' && outcome.number === n) return tc('sameNumber', { number: n });
      return [{ type: 'OUTCOME', number: n }];
    }
    const parsed = parseCard(card);
    if (typeof parsed !== 'string') return tc('badCard', { card: card.trim() || '—' });
    const was = cards.find((c) => c.position === position);
    if (was && was.type === 'CARD' && was.card === parsed) return tc('sameCard', { card: parsed, position });
    return [{ type: 'CARD', position, card: parsed }];
  };

  const reasonText = reason.trim();
  const checkReason = (): string | null => {
    if (mode === 'VOID' && reasonText.length < 3) return t('reasonTooShort');
    if (reasonCode === 'OTHER' && reasonText.length < 3) return tc('otherNeedsText');
    return null;
  };

  /** The request body of the form as it stands, or a message saying what is wrong. */
  const requestBody = (): Record<string, unknown> | string => {
    const bad = checkReason();
    if (bad) return bad;
    const base = { kind: mode, reasonCode, ...(reasonText ? { reason: reasonText } : {}) };
    if (mode === 'VOID') return base;
    const list = correctedEntries();
    return typeof list === 'string' ? list : { ...base, entries: list };
  };
  const bodyKey = (b: Record<string, unknown>) => JSON.stringify(b);
  // The preview shown is of the form as it stands: any edit hides it until asked again.
  const current = requestBody();
  const previewShown = shown && typeof current !== 'string' && shown.body === bodyKey(current) ? shown.preview : null;
  const previewCards = previewShown ? (shown?.cards ?? []) : [];

  const showPreview = async () => {
    setError(null);
    const body = requestBody();
    if (typeof body === 'string') return setError(body);
    setBusy(true);
    try {
      const r = await api<{ preview: CorrectionPreview; actions?: { type: string; data?: { card?: unknown } }[] }>(
        'POST',
        `/api/rounds/${round.id}/corrections/preview`,
        body,
      );
      // The corrected round's cards in dealing order (the new hands' cards), from the folded actions.
      const cards = (r.actions ?? [])
        .filter((a) => typeof a.data?.card === 'string')
        .map((a) => a.data!.card as string);
      setShown({ body: bodyKey(body), preview: r.preview, cards });
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  const ask = () => {
    setError(null);
    const body = requestBody();
    if (typeof body === 'string') return setError(body);
    keyRef.current = newKey();
    if (mode === 'VOID') setConfirming(true);
    else void propose(body);
  };

  const propose = async (body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const r = await api<unknown>('POST', `/api/rounds/${round.id}/corrections`, body, {
        idempotencyKey: keyRef.current,
      });
      onProposed({
        ...normalizeCorrection(r),
        roundId: round.id,
        tableId: round.tableId,
        tableName: round.tableName,
        roundNumber: round.number,
      });
      setReason('');
      setCard('');
      setShown(null);
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  };

  const confirmVoid = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await api<
        { status?: string; refunded?: number; reversed?: number; correction?: unknown } & Record<string, unknown>
      >('POST', `/api/rounds/${round.id}/void`, { reason: reasonText, reasonCode }, { idempotencyKey: keyRef.current });
      if (r.status === 'VOIDED') {
        setDone({ refunded: Number(r.refunded ?? 0), reversed: Number(r.reversed ?? 0) });
        setReason('');
        onVoided();
      } else {
        // 202: the studio wants a second approver for this void; the proposal waits with its preview.
        onProposed({
          ...normalizeCorrection(r.correction ?? r),
          roundId: round.id,
          tableId: round.tableId,
          tableName: round.tableName,
          roundNumber: round.number,
        });
        setReason('');
      }
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Panel title={correctable ? tc('panelTitle') : t('title')} testId="void-panel" bodyClass="space-y-3 p-3 text-sm">
      {correctable && (
        <fieldset>
          <legend className="mb-1 text-xs text-gray-500">{tc('kind')}</legend>
          <div className="flex gap-1" role="radiogroup" aria-label={tc('kind')}>
            {(['CORRECT', 'VOID'] as const).map((k) => (
              <label
                key={k}
                className={`flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded border px-2 py-1.5 text-sm focus-within:outline focus-within:outline-2 focus-within:outline-brass/60 ${
                  kind === k ? 'border-brass/60 bg-brass/10 text-gray-100' : 'border-line text-gray-400'
                }`}
              >
                <input
                  type="radio"
                  name={`kind-${round.id}`}
                  value={k}
                  data-testid={`kind-${k}`}
                  checked={kind === k}
                  onChange={() => {
                    setKind(k);
                    setError(null);
                  }}
                  className="accent-[var(--color-brass)]"
                />
                {tc(`kind${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className="text-xs text-gray-400">
        {mode === 'CORRECT'
          ? round.status === 'SETTLED'
            ? tc('explainCorrect')
            : tc('explainCorrectComplete')
          : round.status === 'SETTLED'
            ? t('explainSettled')
            : t('explain')}
      </p>

      {mode === 'CORRECT' && editor === 'OUTCOME' && (
        <label className="block">
          <span className="block text-xs text-gray-500">
            {tc('numberLabel')}
            {outcome && outcome.type === 'OUTCOME' && (
              <>
                {' '}
                · {tc('numberNow')} <b className="font-mono text-gray-200">{outcome.number}</b>
              </>
            )}
          </span>
          <input
            data-testid="correct-number"
            type="number"
            inputMode="numeric"
            min={0}
            max={WHEEL_MAX}
            step={1}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && void showPreview()}
            className={`${inputCls} mt-1 w-28 font-mono`}
          />
        </label>
      )}
      {mode === 'CORRECT' && editor === 'CARD' && (
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
          <label className="block min-w-0">
            <span className="block text-xs text-gray-500">{tc('cardPosition')}</span>
            <select
              data-testid="correct-position"
              value={position}
              onChange={(e) => setPosition(Number(e.target.value))}
              className={`${inputCls} mt-1 w-full`}
            >
              {cards.map(
                (c) =>
                  c.type === 'CARD' && (
                    <option key={c.position} value={c.position}>
                      #{c.position} · {eventWords(w, 'CARD', c.data, round.game)}
                    </option>
                  ),
              )}
            </select>
          </label>
          <label className="block">
            <span className="block text-xs text-gray-500">{tc('cardNew')}</span>
            <input
              data-testid="correct-card"
              value={card}
              onChange={(e) => setCard(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && void showPreview()}
              placeholder="9H"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={3}
              className={`${inputCls} mt-1 w-24 font-mono uppercase`}
            />
          </label>
        </div>
      )}

      <label className="block">
        <span className="block text-xs text-gray-500">{tc('reasonCode')}</span>
        <select
          data-testid="reason-code"
          value={reasonCode}
          onChange={(e) => setReasonCode(e.target.value)}
          className={`${inputCls} mt-1 w-full`}
        >
          {CORRECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {tc(`reason.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="block text-xs text-gray-500">
          {mode === 'VOID' || reasonCode === 'OTHER' ? t('reasonLabel') : tc('reasonOptional')}
        </span>
        <textarea
          data-testid="void-reason"
          minLength={3}
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={mode === 'VOID' ? t('reasonPlaceholder') : tc('reasonPlaceholder')}
          className={`${inputCls} mt-1 w-full resize-y`}
        />
      </label>
      <ErrorAlert testId="pit-error" message={error} onClose={() => setError(null)} />
      {done && (
        <Notice tone="ok">{t('doneNotice', { refunded: money(done.refunded), reversed: money(done.reversed) })}</Notice>
      )}
      {previewShown && (
        <section aria-label={tc('previewTitle')} className="rounded border border-line/70 bg-ink/30 p-2">
          <h3 className="mb-2 text-xs font-semibold text-gray-300">{tc('previewTitle')}</h3>
          <CorrectionPreviewView preview={previewShown} specs={specs} game={round.game} cards={previewCards} />
        </section>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {correctable && (
          <button
            type="button"
            data-testid="btn-preview"
            className={`${mode === 'CORRECT' && !previewShown ? btnPrimaryCls : btnCls} whitespace-nowrap`}
            onClick={() => void showPreview()}
            disabled={busy}
          >
            {busy && !previewShown ? tc('previewing') : tc('preview')}
          </button>
        )}
        {mode === 'CORRECT' ? (
          previewShown && (
            <button
              type="button"
              data-testid="btn-propose"
              className={`${btnPrimaryCls} whitespace-nowrap`}
              onClick={ask}
              disabled={busy}
            >
              {busy ? tc('proposing') : tc('propose')}
            </button>
          )
        ) : (
          <button
            type="button"
            data-testid="btn-void"
            className={`${btnDangerCls} whitespace-nowrap`}
            onClick={ask}
            disabled={busy}
          >
            {t('button')}
          </button>
        )}
        <span className="text-xs text-gray-500">
          {mode === 'CORRECT'
            ? previewShown
              ? tc('proposeHint')
              : tc('previewHint')
            : `${t('summary', { count: live.length, refund: money(refund) })}${reverse > 0 ? ` · ${t('summaryReverse', { amount: money(reverse) })}` : ''}`}
        </span>
      </div>

      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirmTitle', { table: round.tableName, number: round.number })}
        testId="void-confirm-dialog"
        closeTestId="void-confirm-close"
      >
        <ul className="space-y-1 text-sm text-gray-300">
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
            <li>{t.rich('confirmReverse', { amount: money(reverse), b: (c) => <b className="font-mono">{c}</b> })}</li>
          )}
          <li className="text-gray-400">
            {tc(`reason.${reasonCode}`)} · {t('reasonShown', { reason: reasonText })}
          </li>
        </ul>
        <p className="text-xs text-gray-500">
          {round.status === 'SETTLED' ? tc('voidMayNeedApproval') : t('cannotUndo')}
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className={btnCls} onClick={() => setConfirming(false)} disabled={busy}>
            {t('cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            data-testid="btn-void-confirm"
            className={btnDangerCls}
            onClick={() => void confirmVoid()}
            disabled={busy}
          >
            {busy ? t('voiding') : t('confirm')}
          </button>
        </div>
      </ModalDialog>
    </Panel>
  );
}

/** A voided round: who voided it, when, why, and what moved. */
function VoidedView({ round, voidEvent }: { round: RoundDetail; voidEvent: VoidEvent | null }) {
  const t = useTranslations('pit.void');
  const ts = useTranslations('pit.status');
  const { shell } = useConsoleWords();
  const status = (s: string) => (ts.has(s) ? ts(s) : s);
  const d = (voidEvent?.data ?? {}) as { refunded?: number; reversed?: number; previousStatus?: string };
  return (
    <Panel title={t('doneTitle')} testId="void-panel" bodyClass="space-y-2 p-3 text-sm">
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
            <Money cents={Number(d.refunded ?? 0)} />
          </dd>
        </div>
        <div className="rounded border border-line/70 bg-ink/40 px-2 py-1.5">
          <dt className="text-[10px] uppercase tracking-wider text-gray-500">{t('reversedLabel')}</dt>
          <dd data-testid="void-reversed">
            <Money cents={Number(d.reversed ?? 0)} />
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
