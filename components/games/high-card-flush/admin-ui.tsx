import { money } from '@/lib/client/api';
import {
  DEFAULT_HCF_RULES,
  HCF_SECONDS_MAX,
  HCF_SECONDS_MIN,
  parseHighCardFlushRules,
  type RakeMode,
} from '@/lib/games/high-card-flush/rules';
import { isRuleError } from '@/lib/games/types';
import type { AdminRulesProps, AdminUi, RulesDraft } from '@/components/games/types';
import { centsToInput, parseAmountToCents } from '@/components/ui/amount';
import { inputCls } from '@/components/ui/back-office';

/** Who pays the High Card Flush rake under each mode (RULES.md §HCF-9). */
const RAKE_MODE_WORDS: Record<RakeMode, string> = {
  ALL: 'every live player hand and the DP',
  ALL_BUT_DP: 'every live player hand, not the DP',
  DP_ONLY: 'the DP only, one fee a round',
};

/** An amount in currency units as cents, 0 allowed ("0", "0.00"); null when it is not an amount (RULES.md §C-3). */
function parseCentsOrZero(input: string): number | null {
  return /^\s*(0+(\.0{0,2})?|\.0{1,2})\s*$/.test(input) ? 0 : parseAmountToCents(input);
}

/**
 * The rules to send (RULES.md §HCF-7, §HCF-9, §C-7): amounts typed in currency units, sent in cents;
 * checked with the server's own parser before sending, so the message is the one the API would give.
 */
function toRules(draft: RulesDraft): {
  rules: Record<string, unknown>;
  problem: string | null;
  rakeCents: number | null;
  minBankCents: number | null;
} {
  const rakeAmount = String(draft.rakeAmount);
  const minBank = String(draft.minBank);
  const rakeCents = parseCentsOrZero(rakeAmount);
  const minBankCents = parseAmountToCents(minBank);
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
      ? 'Rake per hand: an amount like 1 or 0.50 (0 for no rake).'
      : minBankCents === null
        ? 'Minimum bank: a positive amount like 500.'
        : isRuleError(check)
          ? check.message
          : null;
  return { rules, problem, rakeCents, minBankCents };
}

/** Rake mode and amount, minimum bank, the decision and DP offer timers. */
function RulesForm({ draft, set }: AdminRulesProps) {
  const rakeMode = String(draft.rakeMode) as RakeMode;
  const { rules, problem, rakeCents, minBankCents } = toRules(draft);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-field="hcf-rules">
      <label className="block text-xs text-gray-500">
        Rake mode (§HCF-9)
        <select
          name="rakeMode"
          value={rakeMode}
          onChange={(e) => set('rakeMode', e.target.value as RakeMode)}
          className={`${inputCls} mt-1 w-full`}
        >
          {(Object.keys(RAKE_MODE_WORDS) as RakeMode[]).map((m) => (
            <option key={m} value={m}>
              {m} — {RAKE_MODE_WORDS[m]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-xs text-gray-500">
        Rake per hand (0 for none)
        <input
          name="rakeAmount"
          inputMode="decimal"
          value={String(draft.rakeAmount)}
          onChange={(e) => set('rakeAmount', e.target.value)}
          className={`${inputCls} mt-1 w-full font-mono ${rakeCents === null ? 'border-rose-500/60' : ''}`}
        />
      </label>
      <label className="block text-xs text-gray-500">
        Minimum bank to be offered the DP seat (§HCF-7)
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
          Raise / fold timer (s)
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
          DP offer timer (s)
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
        One deck a round, six seats and a designated player who banks (RULES.md §HCF). Timers {HCF_SECONDS_MIN}–
        {HCF_SECONDS_MAX} s; an unanswered offer is a decline, an expired decision folds. Rake{' '}
        {rakeCents !== null ? <span className="font-mono text-gray-300">{money(rakeCents)}</span> : '—'} paid by{' '}
        {RAKE_MODE_WORDS[rakeMode]}; dead hands pay none. Rules sent:{' '}
        <code data-field="rules-json" className="break-all font-mono text-gray-300">
          {JSON.stringify(rules)}
        </code>
      </p>
    </div>
  );
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
  toRules: (draft) => {
    const { rules, problem } = toRules(draft);
    return { rules, problem };
  },
  rulesText: (rules) => {
    const r = { ...DEFAULT_HCF_RULES, ...rules };
    const mode = r.rakeMode as RakeMode;
    const rake =
      mode === 'DP_ONLY'
        ? `${money(Number(r.rakeAmount))} a round from the DP only`
        : `${money(Number(r.rakeAmount))} a hand (${RAKE_MODE_WORDS[mode] ?? mode})`;
    return `One deck a round · designated player, minimum bank ${money(Number(r.minBank))} · rake ${mode} ${rake} · ${String(r.decisionSeconds)} s to raise or fold · ${String(r.offerSeconds)} s to answer a DP offer`;
  },
};
