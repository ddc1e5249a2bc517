import { useLocale, useTranslations } from 'next-intl';
import { useMoney, type Money, type Translate } from '@/lib/i18n/money';
import {
  DEFAULT_HCF_RULES,
  HCF_SECONDS_MAX,
  HCF_SECONDS_MIN,
  parseHighCardFlushRules,
  type RakeMode,
} from '@/lib/games/high-card-flush/rules';
import { isRuleError } from '@/lib/games/types';
import type { AdminRulesProps, AdminUi, RulesDraft } from '@/components/games/types';
import { centsToInput } from '@/components/ui/amount';
import { parseLocalAmount } from '@/components/admin/amount-input';
import { inputCls } from '@/components/ui/back-office';

/** The rake modes (RULES.md §HCF-9); who pays under each is `games.high-card-flush.admin` → `rakeMode.<MODE>`. */
const RAKE_MODES: readonly RakeMode[] = ['ALL', 'ALL_BUT_DP', 'DP_ONLY'];
const rakeModeWords = (t: Translate, mode: string) =>
  (RAKE_MODES as readonly string[]).includes(mode) ? t(`rakeMode.${mode}`) : mode;

/** An amount in currency units as cents, 0 allowed ("0", "0.00"); null when it is not an amount (RULES.md §C-3). */
function parseCentsOrZero(input: string, locale: string): number | null {
  return /^\s*(0+([.,]0{0,2})?|[.,]0{1,2})\s*$/.test(input) ? 0 : parseLocalAmount(input, locale);
}

/**
 * The rules to send (RULES.md §HCF-7, §HCF-9, §C-7): amounts typed in currency units, sent in cents;
 * checked with the server's own parser before sending, so the message is the one the API would give.
 */
function toRules(
  draft: RulesDraft,
  t: Translate,
  locale: string,
): {
  rules: Record<string, unknown>;
  problem: string | null;
  rakeCents: number | null;
  minBankCents: number | null;
} {
  const rakeAmount = String(draft.rakeAmount);
  const minBank = String(draft.minBank);
  const rakeCents = parseCentsOrZero(rakeAmount, locale);
  const minBankCents = parseLocalAmount(minBank, locale);
  const wholeOr = (v: string) => (v.trim() !== '' && Number.isInteger(Number(v)) ? Number(v) : v);
  const rules: Record<string, unknown> = {
    rakeMode: draft.rakeMode,
    rakeAmount: rakeCents ?? rakeAmount,
    minBank: minBankCents ?? minBank,
    decisionSeconds: wholeOr(String(draft.hcfDecisionSeconds)),
    offerSeconds: wholeOr(String(draft.offerSeconds)),
  };
  const check = parseHighCardFlushRules(rules);
  const problem =
    rakeCents === null
      ? t('rakeProblem')
      : minBankCents === null
        ? t('minBankProblem')
        : isRuleError(check)
          ? t('rulesProblem', { message: check.message })
          : null;
  return { rules, problem, rakeCents, minBankCents };
}

/** Rake mode and amount, minimum bank, the decision and DP offer timers. */
function RulesForm({ draft, set }: AdminRulesProps) {
  const rakeMode = String(draft.rakeMode) as RakeMode;
  const t = useTranslations('games.high-card-flush.admin');
  const tt = t as unknown as Translate;
  const money = useMoney();
  const locale = useLocale();
  const { rules, problem, rakeCents, minBankCents } = toRules(draft, tt, locale);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-field="hcf-rules">
      <label className="block text-xs text-gray-500">
        {t('rakeModeLabel')}
        <select
          name="rakeMode"
          value={rakeMode}
          onChange={(e) => set('rakeMode', e.target.value as RakeMode)}
          className={`${inputCls} mt-1 w-full`}
        >
          {RAKE_MODES.map((m) => (
            <option key={m} value={m}>
              {m} — {rakeModeWords(tt, m)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-xs text-gray-500">
        {t('rakeAmount')}
        <input
          name="rakeAmount"
          inputMode="decimal"
          value={String(draft.rakeAmount)}
          onChange={(e) => set('rakeAmount', e.target.value)}
          className={`${inputCls} mt-1 w-full font-mono ${rakeCents === null ? 'border-rose-500/60' : ''}`}
        />
      </label>
      <label className="block text-xs text-gray-500">
        {t('minBank')}
        <input
          name="minBank"
          inputMode="decimal"
          value={String(draft.minBank)}
          onChange={(e) => set('minBank', e.target.value)}
          className={`${inputCls} mt-1 w-full font-mono ${minBankCents === null ? 'border-rose-500/60' : ''}`}
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="block text-xs text-gray-500">
          {t('decisionTimer')}
          <input
            name="hcfDecisionSeconds"
            type="number"
            min={HCF_SECONDS_MIN}
            max={HCF_SECONDS_MAX}
            step={1}
            value={String(draft.hcfDecisionSeconds)}
            onChange={(e) => set('hcfDecisionSeconds', e.target.value)}
            className={`${inputCls} mt-1 w-full font-mono`}
          />
        </label>
        <label className="block text-xs text-gray-500">
          {t('offerTimer')}
          <input
            name="offerSeconds"
            type="number"
            min={HCF_SECONDS_MIN}
            max={HCF_SECONDS_MAX}
            step={1}
            value={String(draft.offerSeconds)}
            onChange={(e) => set('offerSeconds', e.target.value)}
            className={`${inputCls} mt-1 w-full font-mono`}
          />
        </label>
      </div>
      {problem && (
        <p
          role="status"
          data-testid="hcf-rules-problem"
          className="rounded border border-rose-500/40 bg-rose-500/10 px-2 py-1.5 text-xs text-rose-200 sm:col-span-2"
        >
          {problem}
        </p>
      )}
      <p className="text-xs text-gray-500 sm:col-span-2">
        {t.rich('about', {
          min: HCF_SECONDS_MIN,
          max: HCF_SECONDS_MAX,
          rake: rakeCents !== null ? money(rakeCents) : '—',
          who: rakeModeWords(tt, rakeMode),
          mono: (c) => <span className="font-mono text-gray-300">{c}</span>,
        })}{' '}
        <code data-field="rules-json" className="break-all font-mono text-gray-300">
          {JSON.stringify(rules)}
        </code>
      </p>
    </div>
  );
}

/** The table's rules in one line (the admin's tables list); `t` of `games.high-card-flush.admin`. */
export function hcfRulesText(t: Translate, money: Money, rules: Record<string, unknown>): string {
  const r = { ...DEFAULT_HCF_RULES, ...rules };
  const mode = String(r.rakeMode);
  const amount = money(Number(r.rakeAmount));
  const rake =
    mode === 'DP_ONLY' ? t('rakeDpOnly', { amount }) : t('rakeHand', { amount, who: rakeModeWords(t, mode) });
  return t('rulesText', {
    minBank: money(Number(r.minBank)),
    mode,
    rake,
    decision: String(r.decisionSeconds),
    offer: String(r.offerSeconds),
  });
}

/** The High Card Flush table's rules for the admin. */
export const highCardFlushAdmin: AdminUi = {
  initialDraft: {
    rakeMode: DEFAULT_HCF_RULES.rakeMode,
    rakeAmount: centsToInput(DEFAULT_HCF_RULES.rakeAmount),
    minBank: centsToInput(DEFAULT_HCF_RULES.minBank),
    hcfDecisionSeconds: String(DEFAULT_HCF_RULES.decisionSeconds),
    offerSeconds: String(DEFAULT_HCF_RULES.offerSeconds),
  },
  RulesForm,
  toRules: (draft, w) => {
    const { rules, problem } = toRules(draft, w.t, w.locale);
    return { rules, problem };
  },
  rulesText: (rules, w) => hcfRulesText(w.t, w.money, rules),
};
