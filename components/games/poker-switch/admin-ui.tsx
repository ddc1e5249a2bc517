import { useLocale, useTranslations } from 'next-intl';
import type { Translate } from '@/lib/i18n/money';
import { bonusReturn } from '@/lib/games/poker-switch/exact-returns';
import {
  BET_HANDS,
  BONUS_HANDS,
  DEFAULT_BET_PAYTABLE,
  DEFAULT_BONUS_PAYTABLE,
  type BonusPaytable,
  type Ratio,
} from '@/lib/games/poker-switch/paytables';
import {
  DEFAULT_PS_RULES,
  parsePokerSwitchRules,
  PS_MAX_PAIRS,
  PS_SECONDS_MAX,
  PS_SECONDS_MIN,
} from '@/lib/games/poker-switch/rules';
import { isRuleError } from '@/lib/games/types';
import type { AdminRulesProps, AdminUi, RulesDraft } from '@/components/games/types';
import { inputCls } from '@/components/ui/back-office';
import { MAIN_REFERENCE } from './pit-format';

/**
 * The Poker Switch table's rules for the admin (RULES.md §PS-0, §PS-8, §PS-10): pairs of boxes 1..4, the Bet
 * and Bonus paytables (each row `a:b`), the turn and buy timers. Checked with the server's own parser before
 * sending, so a refusal (a Bonus table over 100%, a number out of range) is the message the API would give.
 */

const betKey = (h: string) => `psBet_${h}`;
const bonusKey = (h: string) => `psBonus_${h}`;
const ratioText = (r: Ratio) => `${r[0]}:${r[1]}`;

/** `"3:1"`, `"3"` (b = 1), `" 40 : 1 "` → [a, b]; anything else → null. */
export function parseRatioText(text: string): [number, number] | null {
  const m = /^\s*(\d+)\s*(?::\s*(\d+)\s*)?$/.exec(text);
  if (!m) return null;
  return [Number(m[1]), m[2] === undefined ? 1 : Number(m[2])];
}

export const psInitialDraft: RulesDraft = {
  psBoxPairs: String(DEFAULT_PS_RULES.boxPairs),
  psTurnSeconds: String(DEFAULT_PS_RULES.turnSeconds),
  psBuySeconds: String(DEFAULT_PS_RULES.buySeconds),
  ...Object.fromEntries(BET_HANDS.map((h) => [betKey(h), ratioText(DEFAULT_BET_PAYTABLE[h])])),
  ...Object.fromEntries(BONUS_HANDS.map((h) => [bonusKey(h), ratioText(DEFAULT_BONUS_PAYTABLE[h])])),
};

const whole = (v: unknown): number | string => {
  const s = String(v ?? '').trim();
  return s !== '' && Number.isInteger(Number(s)) ? Number(s) : s;
};

/**
 * The rules to send and why they cannot be sent yet: a paytable row that is not `a:b` (in the reader's
 * words), else the server parser's refusal (its own message, e.g. the Bonus table's exact return over 100%).
 */
export function psToRules(draft: RulesDraft, t: Translate): { rules: Record<string, unknown>; problem: string | null } {
  const table = (hands: readonly string[], key: (h: string) => string) => {
    const out: Record<string, [number, number] | string> = {};
    let bad: string | null = null;
    for (const h of hands) {
      const text = String(draft[key(h)] ?? '');
      const r = parseRatioText(text);
      out[h] = r ?? text;
      if (!r && bad === null) bad = h;
    }
    return { out, bad };
  };
  const bet = table(BET_HANDS, betKey);
  const bonus = table(BONUS_HANDS, bonusKey);
  const rules = {
    boxPairs: whole(draft.psBoxPairs),
    betPaytable: bet.out,
    bonusPaytable: bonus.out,
    turnSeconds: whole(draft.psTurnSeconds),
    buySeconds: whole(draft.psBuySeconds),
  };
  if (bet.bad) return { rules, problem: t('ratioProblem', { table: t('betTable'), hand: t(`hands.${bet.bad}`) }) };
  if (bonus.bad)
    return { rules, problem: t('ratioProblem', { table: t('bonusTable'), hand: t(`hands.${bonus.bad}`) }) };
  const check = parsePokerSwitchRules(rules);
  return { rules, problem: isRuleError(check) ? check.message : null };
}

/** The Bonus table's exact return in percent (4 decimals) from the draft, or null while a row does not read. */
export function draftBonusReturn(draft: RulesDraft): number | null {
  const out: Record<string, Ratio> = {};
  for (const h of BONUS_HANDS) {
    const r = parseRatioText(String(draft[bonusKey(h)] ?? ''));
    if (!r || r[0] < 1 || r[1] < 1) return null;
    out[h] = r;
  }
  return bonusReturn(out as BonusPaytable).percent;
}

/** Whether the draft's Bet table is the default of §PS-8 (the only one ps-design §6's figures hold for). */
export function draftBetIsDefault(draft: RulesDraft): boolean {
  return BET_HANDS.every((h) => {
    const r = parseRatioText(String(draft[betKey(h)] ?? ''));
    return !!r && r[0] === DEFAULT_BET_PAYTABLE[h][0] && r[1] === DEFAULT_BET_PAYTABLE[h][1];
  });
}

/** The table's rules in one line (the admin's tables list). */
export function psRulesText(t: Translate, rules: Record<string, unknown>, locale = 'en'): string {
  const r = parsePokerSwitchRules(rules);
  const v = isRuleError(r) ? DEFAULT_PS_RULES : r;
  const rtp = new Intl.NumberFormat(locale, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    bonusReturn(v.bonusPaytable).percent,
  );
  return t('rulesText', { pairs: v.boxPairs, turn: v.turnSeconds, buy: v.buySeconds, rtp });
}

function NumberField({
  name,
  label,
  min,
  max,
  draft,
  set,
}: AdminRulesProps & { name: string; label: string; min: number; max: number }) {
  return (
    <label className="block text-xs text-gray-500">
      {label}
      <input
        name={name}
        type="number"
        min={min}
        max={max}
        step={1}
        value={String(draft[name] ?? '')}
        onChange={(e) => set(name, e.target.value)}
        className={`${inputCls} mt-1 w-full font-mono`}
      />
    </label>
  );
}

function Paytable({
  title,
  hands,
  keyOf,
  footer,
  testId,
  draft,
  set,
}: AdminRulesProps & {
  title: string;
  hands: readonly string[];
  keyOf: (h: string) => string;
  footer: React.ReactNode;
  testId: string;
}) {
  const t = useTranslations('games.poker-switch.admin');
  return (
    <fieldset className="rounded border border-line/70 p-2" data-testid={testId}>
      <legend className="px-1 text-xs font-semibold text-gray-300">{title}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-x-2 gap-y-1">
        {hands.map((h) => {
          const ok = parseRatioText(String(draft[keyOf(h)] ?? '')) !== null;
          return (
            <label key={h} className="contents text-xs text-gray-400">
              <span>{t(`hands.${h}`)}</span>
              <input
                name={keyOf(h)}
                value={String(draft[keyOf(h)] ?? '')}
                onChange={(e) => set(keyOf(h), e.target.value)}
                className={`${inputCls} w-full py-0.5 text-right font-mono ${ok ? '' : 'border-rose-500/60'}`}
                inputMode="numeric"
              />
            </label>
          );
        })}
      </div>
      <div className="mt-2 text-xs">{footer}</div>
    </fieldset>
  );
}

function RulesForm({ draft, set }: AdminRulesProps) {
  const t = useTranslations('games.poker-switch.admin');
  const locale = useLocale();
  const { rules, problem } = psToRules(draft, t as unknown as Translate);
  const bonus = draftBonusReturn(draft);
  /** A fraction as a percentage in the reader's language: `89.1734%`, `89,1734 %` (cs). */
  const pct = (x: number, d = 2) =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: d, maximumFractionDigits: d }).format(x);
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" data-field="ps-rules">
      <NumberField
        name="psBoxPairs"
        label={t('boxPairs', { max: PS_MAX_PAIRS })}
        min={1}
        max={PS_MAX_PAIRS}
        draft={draft}
        set={set}
      />
      <NumberField
        name="psTurnSeconds"
        label={t('turnSeconds')}
        min={PS_SECONDS_MIN}
        max={PS_SECONDS_MAX}
        draft={draft}
        set={set}
      />
      <NumberField
        name="psBuySeconds"
        label={t('buySeconds')}
        min={PS_SECONDS_MIN}
        max={PS_SECONDS_MAX}
        draft={draft}
        set={set}
      />
      <div className="grid grid-cols-1 gap-2 sm:col-span-3 lg:grid-cols-2">
        <Paytable
          title={t('betTable')}
          hands={BET_HANDS}
          keyOf={betKey}
          testId="ps-bet-paytable"
          draft={draft}
          set={set}
          footer={
            <span data-testid="ps-bet-return" className="text-gray-400">
              {draftBetIsDefault(draft)
                ? t('betReturnDefault', {
                    exact: pct(MAIN_REFERENCE.alwaysBetReturn, 4),
                    edge: pct(MAIN_REFERENCE.simplePerAnte),
                    se: pct(MAIN_REFERENCE.simpleSe),
                  })
                : t('betReturnChanged')}
            </span>
          }
        />
        <Paytable
          title={t('bonusTable')}
          hands={BONUS_HANDS}
          keyOf={bonusKey}
          testId="ps-bonus-paytable"
          draft={draft}
          set={set}
          footer={
            <span
              data-testid="ps-bonus-return"
              data-percent={bonus ?? ''}
              className={bonus !== null && bonus > 100 ? 'font-semibold text-rose-300' : 'text-gray-300'}
            >
              {bonus === null ? t('bonusReturnUnknown') : t('bonusReturn', { rtp: pct(bonus / 100, 4) })}
            </span>
          }
        />
      </div>
      {problem && (
        <p
          role="status"
          data-testid="ps-rules-problem"
          className="rounded border border-rose-500/40 bg-rose-500/10 px-2 py-1.5 text-xs text-rose-200 sm:col-span-3"
        >
          {problem}
        </p>
      )}
      <p className="text-xs text-gray-500 sm:col-span-3">
        {t('about', { min: PS_SECONDS_MIN, max: PS_SECONDS_MAX })}{' '}
        <code data-field="rules-json" className="font-mono break-all text-gray-300">
          {JSON.stringify(rules)}
        </code>
      </p>
    </div>
  );
}

export const pokerSwitchAdmin: AdminUi = {
  initialDraft: psInitialDraft,
  RulesForm,
  toRules: (draft, w) => psToRules(draft, w.t),
  rulesText: (rules, w) => psRulesText(w.t, rules, w.locale),
};
