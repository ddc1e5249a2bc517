import { DECISION_SECONDS_MAX, DECISION_SECONDS_MIN, DEFAULT_BLACKJACK_RULES } from '@/lib/games/blackjack/rules';
import { useTranslations } from 'next-intl';
import type { AdminRulesProps, AdminUi, ConsoleWords, RulesDraft } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { inputCls } from '@/components/ui/back-office';

function secondsOf(draft: RulesDraft): { secsNum: number; secsValid: boolean } {
  const decisionSeconds = String(draft.decisionSeconds);
  const secsNum = Number(decisionSeconds);
  return {
    secsNum,
    secsValid:
      decisionSeconds.trim() !== '' &&
      Number.isInteger(secsNum) &&
      secsNum >= DECISION_SECONDS_MIN &&
      secsNum <= DECISION_SECONDS_MAX,
  };
}

function toRules(
  draft: RulesDraft,
  w: Pick<ConsoleWords, 't'>,
): { rules: Record<string, unknown>; problem: string | null } {
  const { secsNum, secsValid } = secondsOf(draft);
  return {
    rules: {
      doubleAfterSplit: draft.doubleAfterSplit === true,
      enhcDealerBlackjackTakes: draft.enhcTakes,
      decisionSeconds: secsValid ? secsNum : String(draft.decisionSeconds),
    },
    problem: secsValid ? null : w.t('timerProblem', { min: DECISION_SECONDS_MIN, max: DECISION_SECONDS_MAX }),
  };
}

/** Double after split, what a dealer blackjack takes, the decision timer (RULES.md §BJ). */
function RulesForm({ draft, set }: AdminRulesProps) {
  const { secsValid } = secondsOf(draft);
  const t = useTranslations('games.blackjack.admin');
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-field="blackjack-rules">
      <label className="flex items-center gap-2 text-sm text-gray-300 sm:col-span-2">
        <input
          name="doubleAfterSplit"
          type="checkbox"
          checked={draft.doubleAfterSplit === true}
          onChange={(e) => set('doubleAfterSplit', e.target.checked)}
          className="h-4 w-4 accent-[var(--color-brass)]"
        />
        {t('das')} <span className="text-xs text-gray-500">{t('dasHint')}</span>
      </label>
      <label className="block text-xs text-gray-500">
        {t('takes')}
        <select
          name="enhcDealerBlackjackTakes"
          value={String(draft.enhcTakes)}
          onChange={(e) => set('enhcTakes', e.target.value as 'original' | 'all')}
          className={`${inputCls} mt-1 w-full`}
        >
          <option value="original">{t('takesOriginal')}</option>
          <option value="all">{t('takesAll')}</option>
        </select>
      </label>
      <label className="block text-xs text-gray-500">
        {t('timer', { min: DECISION_SECONDS_MIN, max: DECISION_SECONDS_MAX })}
        <input
          name="decisionSeconds"
          type="number"
          min={DECISION_SECONDS_MIN}
          max={DECISION_SECONDS_MAX}
          step={1}
          value={String(draft.decisionSeconds)}
          onChange={(e) => set('decisionSeconds', e.target.value)}
          className={`${inputCls} mt-1 w-full font-mono ${secsValid ? '' : 'border-rose-500/60'}`}
        />
      </label>
      <p className="text-xs text-gray-500 sm:col-span-2">
        {t('about')}{' '}
        <code data-field="rules-json" className="font-mono text-gray-300">
          {JSON.stringify(toRules(draft, { t: t as unknown as Translate }).rules)}
        </code>
      </p>
    </div>
  );
}

/** The blackjack table's rules for the admin. */
export const blackjackAdmin: AdminUi = {
  initialDraft: {
    doubleAfterSplit: DEFAULT_BLACKJACK_RULES.doubleAfterSplit,
    enhcTakes: DEFAULT_BLACKJACK_RULES.enhcDealerBlackjackTakes,
    decisionSeconds: String(DEFAULT_BLACKJACK_RULES.decisionSeconds),
  },
  RulesForm,
  toRules,
  rulesText: (rules, w) => {
    const r = { ...DEFAULT_BLACKJACK_RULES, ...rules };
    return w.t('rulesText', {
      das: r.doubleAfterSplit ? 'on' : 'off',
      takes: r.enhcDealerBlackjackTakes === 'all' ? 'all' : 'original',
      seconds: String(r.decisionSeconds),
    });
  },
};
