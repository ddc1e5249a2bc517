'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { houseEdges } from '@/lib/games/baccarat';
import type { AdminRulesProps, AdminUi, RulesDraft } from '@/components/games/types';
import { inputCls } from '@/components/ui/back-office';

/** Below this commission the Banker bet favours players (RULES.md §BAC-5: break-even ≈ 2.69% with 8 decks). */
const MIN_SAFE_COMMISSION = 3;

type NumberFormat = { number: (n: number, o: Intl.NumberFormatOptions) => string };

/** A house edge as a percentage with three decimals, in the reader's language ("1.058%", "1,058 %"). */
function pct(format: NumberFormat, x: number): string {
  return format.number(x, { style: 'percent', minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

function commissionOf(draft: RulesDraft): { pctNum: number | null; pctValid: boolean } {
  const commission = String(draft.commission);
  const pctNum = commission.trim() === '' ? null : Number(commission);
  return { pctNum, pctValid: pctNum !== null && Number.isInteger(pctNum) && pctNum >= 0 && pctNum <= 100 };
}

/** Banker mode and commission, with the Banker's house edge (RULES.md §BAC-5). */
function RulesForm({ draft, set }: AdminRulesProps) {
  const bankerMode = String(draft.bankerMode);
  const commission = String(draft.commission);
  const { pctNum, pctValid } = commissionOf(draft);
  const t = useTranslations('games.baccarat.admin');
  const format = useFormatter() as unknown as NumberFormat;
  const edge = useMemo(() => {
    if (bankerMode !== 'COMMISSION' || !pctValid || pctNum === null) return null;
    try {
      return houseEdges(8, pctNum).bankerCommission;
    } catch {
      return null;
    }
  }, [bankerMode, pctValid, pctNum]);
  const warn = bankerMode === 'COMMISSION' && pctValid && pctNum !== null && pctNum < MIN_SAFE_COMMISSION;
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      <label className="block text-xs text-gray-500">
        {t('bankerMode')}
        <select
          name="bankerMode"
          value={bankerMode}
          onChange={(e) => set('bankerMode', e.target.value as 'COMMISSION' | 'NO_COMMISSION')}
          className={`${inputCls} mt-1 w-full`}
        >
          <option value="COMMISSION">{t('mode.COMMISSION')}</option>
          <option value="NO_COMMISSION">{t('mode.NO_COMMISSION')}</option>
        </select>
      </label>
      <label className="block text-xs text-gray-500">
        {t('commission')}
        <input
          name="bankerCommissionPct"
          type="number"
          min={0}
          max={100}
          step={1}
          disabled={bankerMode !== 'COMMISSION'}
          value={commission}
          onChange={(e) => set('commission', e.target.value)}
          className={`${inputCls} mt-1 w-full font-mono`}
        />
      </label>
      <p className="text-xs text-gray-500 sm:col-span-2">
        {bankerMode === 'COMMISSION'
          ? edge !== null
            ? t.rich('commissionEdge', {
                edge: pct(format, edge),
                mono: (c) => <span className={`font-mono ${edge < 0 ? 'text-rose-300' : 'text-gray-300'}`}>{c}</span>,
              })
            : t('commissionHint')
          : t.rich('noCommissionEdge', {
              edge: pct(format, houseEdges(8, 5).bankerNoCommission),
              mono: (c) => <span className="font-mono text-gray-300">{c}</span>,
            })}
      </p>
      {warn && (
        <p
          role="status"
          data-testid="commission-warning"
          className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1.5 text-xs text-amber-200 sm:col-span-2"
        >
          {edge !== null && edge < 0
            ? t('lowWarnEdge', { min: MIN_SAFE_COMMISSION, edge: pct(format, edge) })
            : t('lowWarn', { min: MIN_SAFE_COMMISSION })}
        </p>
      )}
    </div>
  );
}

function lowCommission(rules: Record<string, unknown>): number | null {
  if (rules.bankerMode === 'NO_COMMISSION') return null;
  const p = Number(rules.bankerCommissionPct ?? 5);
  return p < MIN_SAFE_COMMISSION ? p : null;
}

function TableWarning({ rules }: { rules: Record<string, unknown> }) {
  const t = useTranslations('games.baccarat.admin');
  const low = lowCommission(rules);
  if (low === null) return null;
  return (
    <p
      data-testid="commission-warning"
      className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1 text-xs text-amber-200"
    >
      {t('tableWarn', { pct: low, min: MIN_SAFE_COMMISSION })}
    </p>
  );
}

/** The baccarat table's rules for the admin: banker mode and commission. */
export const baccaratAdmin: AdminUi = {
  initialDraft: { bankerMode: 'COMMISSION', commission: '5' },
  RulesForm,
  toRules: (draft) => {
    const commission = String(draft.commission);
    return {
      rules: {
        bankerMode: draft.bankerMode,
        ...(draft.bankerMode === 'COMMISSION' && commission.trim() !== ''
          ? { bankerCommissionPct: Number(commission) }
          : {}),
      },
      problem: null,
    };
  },
  rulesText: (rules, w) =>
    rules.bankerMode === 'NO_COMMISSION'
      ? w.t('rulesNoCommission')
      : w.t('rulesCommission', { pct: String(rules.bankerCommissionPct ?? 5) }),
  TableWarning,
};
