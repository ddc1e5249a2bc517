'use client';

import { useTranslations } from 'next-intl';
import { useMoney, type Money, type Translate } from '@/lib/i18n/money';
import type { MyHistoryRound } from '@/lib/rounds/list-my-history';

/** A private `round:notice` (issue #18 §3): a round of this player's was voided or corrected after it settled. */
export interface RoundNotice {
  roundId: string;
  tableId: string;
  roundNumber: number;
  kind: 'VOID' | 'CORRECT';
  reasonCode: string;
  reason?: string | null;
  /** What it did to the player's wallet, cents (signed). */
  delta: number;
  /** What the player owes after it, cents (0 when nothing). */
  debt: number;
  /** Of a credit, what paid the player's debt; of a debit, what the wallet could not pay and is now owed. */
  repaid?: number;
  debtAdded?: number;
  /** The wallet after it, cents. */
  balance: number;
  tableName?: string;
}

/** A correction of a round as the player's history carries it (`GET /api/me/history` items' `corrections`). */
export interface PlayerCorrection {
  kind: 'VOID' | 'CORRECT';
  reasonCode: string;
  reason?: string | null;
  at: string;
  /** The player's wallet effect, cents (signed). */
  delta: number;
  /** Of a credit, what paid the player's debt first; of a debit, what the wallet could not pay (now owed). */
  repaid?: number;
  debtAdded?: number;
}

/**
 * What a correction did to the player's money, in words: a credit that paid (part of) a debt says so rather than
 * "to your balance" (debts are repaid first, issue #18 §2); a debit the wallet could not cover says it is owed.
 * `debt`: what the player owes after it, when known (the live notice), else undefined (the history).
 */
export function correctionEffectText(
  t: Translate,
  money: Money,
  e: { delta: number; repaid?: number; debtAdded?: number; debt?: number },
): string {
  const delta = money.signed(e.delta);
  if (e.delta === 0) return t('noEffect');
  if (e.delta > 0) {
    const repaid = Math.min(e.repaid ?? 0, e.delta);
    if (repaid > 0 && repaid < e.delta)
      return t('effectPartDebt', { delta, repaid: money(repaid), rest: money(e.delta - repaid) });
    // All of it went to the debt (or an older notice without `repaid` while a debt remains).
    if (repaid > 0 || (e.repaid === undefined && (e.debt ?? 0) > 0)) {
      if (e.debt === undefined) return t('effectToDebt', { delta });
      return e.debt > 0 ? t('effectPaidDebt', { delta, debt: money(e.debt) }) : t('effectPaidOff', { delta });
    }
    return t('effect', { delta });
  }
  if ((e.debtAdded ?? 0) > 0 || (e.debtAdded === undefined && (e.debt ?? 0) > 0)) return t('effectIntoDebt', { delta });
  return t('effect', { delta });
}

/** A history round's applied corrections (`corrections`, absent on rounds without one). */
export function correctionsOf(r: MyHistoryRound): PlayerCorrection[] {
  return Array.isArray(r.corrections) ? r.corrections : [];
}

/** The reason in the player's words ("wrong entry"), the studio's own text kept beside it. */
export function useReasonWords(): (code: string, reason?: string | null) => string {
  const t = useTranslations('player.correction');
  return (code, reason) => {
    const label = t.has(`reason.${code}`) ? t(`reason.${code}`) : code;
    return reason ? `${label}: “${reason}”` : label;
  };
}

/**
 * The banner the player sees when a round of theirs is corrected or voided (issue #18 §3): which round, why,
 * what it did to the balance, and a debt when the reversal took more than the wallet held. Announced politely
 * (role="status"); dismissed with its button.
 */
export function RoundNoticeBanner({
  notice,
  here,
  onDismiss,
}: {
  notice: RoundNotice;
  /** The table the player is looking at: another table's round is named with its table. */
  here: string;
  onDismiss: () => void;
}) {
  const t = useTranslations('player.correction');
  const tc = useTranslations('common');
  const money = useMoney();
  const reasonWords = useReasonWords();
  const values = {
    number: notice.roundNumber,
    reason: reasonWords(notice.reasonCode, notice.reason),
    delta: money.signed(notice.delta),
  };
  // Money back to a player who owed went to the debt, not the balance (debts are repaid first).
  const paidDebt = notice.delta > 0 && ((notice.repaid ?? 0) > 0 || (notice.repaid === undefined && notice.debt > 0));
  const head =
    notice.kind === 'VOID'
      ? notice.tableId === here || !notice.tableName
        ? t('noticeVOID', values)
        : t('noticeVOIDAt', { ...values, table: notice.tableName })
      : notice.tableId === here || !notice.tableName
        ? t('noticeCORRECT', values)
        : t('noticeCORRECTAt', { ...values, table: notice.tableName });
  return (
    <div
      role="status"
      data-testid="round-notice"
      data-round-id={notice.roundId}
      data-kind={notice.kind}
      data-delta={notice.delta}
      className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-[#2a1a06] px-4 py-2.5 text-sm text-amber-50 shadow-lg"
    >
      <span
        aria-hidden
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-500/80 text-xs font-bold text-ink"
      >
        i
      </span>
      <p className="min-w-0 flex-1 break-words">
        <span className="font-semibold">{head}</span>{' '}
        <span>
          {correctionEffectText(t, money, notice)} {t('balanceNow', { balance: money(notice.balance) })}
        </span>
        {notice.debt > 0 && !paidDebt && (
          <span data-testid="round-notice-debt" className="mt-1 block text-amber-200">
            {t('debt', { debt: money(notice.debt) })}
          </span>
        )}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={tc('dismiss')}
        className="rounded text-amber-200/70 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-300"
      >
        ✕
      </button>
    </div>
  );
}

/** "Corrected" / "Voided" on a history row or in the recall: why, when, and the balance effect. */
export function CorrectionTag({ correction }: { correction: PlayerCorrection }) {
  const t = useTranslations('player.correction');
  const money = useMoney();
  const reasonWords = useReasonWords();
  const c = correction;
  return (
    <p
      data-testid="correction-tag"
      data-kind={c.kind}
      data-delta={c.delta}
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-md bg-amber-500/10 px-2.5 py-1.5 text-xs text-amber-100 ring-1 ring-inset ring-amber-500/30"
    >
      <span className="rounded bg-amber-500/25 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wider text-amber-200">
        {c.kind === 'VOID' ? t('tagVOID') : t('tagCORRECT')}
      </span>
      <span className="min-w-0 flex-1 break-words">{reasonWords(c.reasonCode, c.reason)}</span>
      <span className="font-mono">{correctionEffectText(t, money, c)}</span>
    </p>
  );
}
