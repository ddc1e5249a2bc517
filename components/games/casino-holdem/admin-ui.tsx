import { useTranslations } from 'next-intl';
import type { Translate } from '@/lib/i18n/money';
import {
  CHE_SECONDS_MAX,
  CHE_SECONDS_MIN,
  DEFAULT_CHE_RULES,
  parseCasinoHoldemRules,
} from '@/lib/games/casino-holdem/rules';
import { isRuleError } from '@/lib/games/types';
import type { AdminRulesProps, AdminUi, RulesDraft } from '@/components/games/types';
import { inputCls } from '@/components/ui/back-office';

/**
 * The rules to send (RULES.md §C-7: the call window's timer, whole seconds 5..120), checked with the
 * server's own parser before sending, so the message is the one the API would give.
 */
export function cheToRules(
  draft: RulesDraft,
  t: Translate,
): { rules: Record<string, unknown>; problem: string | null } {
  const typed = String(draft.cheDecisionSeconds ?? '').trim();
  const n = Number(typed);
  const rules = { decisionSeconds: typed !== '' && Number.isInteger(n) ? n : typed };
  const check = parseCasinoHoldemRules(rules);
  return {
    rules,
    problem: isRuleError(check) ? t('secondsProblem', { min: CHE_SECONDS_MIN, max: CHE_SECONDS_MAX }) : null,
  };
}

/** The table's rules in one line (the admin's tables list); `t` of `games.casino-holdem.admin`. */
export function cheRulesText(t: Translate, rules: Record<string, unknown>): string {
  const r = { ...DEFAULT_CHE_RULES, ...rules };
  return t('rulesText', { seconds: String(r.decisionSeconds) });
}

/** The call window's timer. */
function RulesForm({ draft, set }: AdminRulesProps) {
  const t = useTranslations('games.casino-holdem.admin');
  const { rules, problem } = cheToRules(draft, t as unknown as Translate);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-field="che-rules">
      <label className="block text-xs text-gray-500">
        {t('decisionTimer')}
        <input
          name="cheDecisionSeconds"
          type="number"
          min={CHE_SECONDS_MIN}
          max={CHE_SECONDS_MAX}
          step={1}
          value={String(draft.cheDecisionSeconds)}
          onChange={(e) => set('cheDecisionSeconds', e.target.value)}
          className={`${inputCls} mt-1 w-full font-mono ${problem ? 'border-rose-500/60' : ''}`}
        />
      </label>
      {problem && (
        <p
          role="status"
          data-testid="che-rules-problem"
          className="rounded border border-rose-500/40 bg-rose-500/10 px-2 py-1.5 text-xs text-rose-200 sm:col-span-2"
        >
          {problem}
        </p>
      )}
      <p className="text-xs text-gray-500 sm:col-span-2">
        {t('about', { min: CHE_SECONDS_MIN, max: CHE_SECONDS_MAX, seconds: DEFAULT_CHE_RULES.decisionSeconds })}{' '}
        <code data-field="rules-json" className="break-all font-mono text-gray-300">
          {JSON.stringify(rules)}
        </code>
      </p>
    </div>
  );
}

/** The Casino Hold'em table's rules for the admin: the call timer (the paytables are the seed's, §CHE-4, §CHE-5). */
export const casinoHoldemAdmin: AdminUi = {
  initialDraft: { cheDecisionSeconds: String(DEFAULT_CHE_RULES.decisionSeconds) },
  RulesForm,
  toRules: (draft, w) => cheToRules(draft, w.t),
  rulesText: (rules, w) => cheRulesText(w.t, rules),
};
