'use client';

import { useMemo } from 'react';
import { houseEdges } from '@/lib/games/baccarat';
import type { AdminRulesProps, AdminUi, RulesDraft } from '@/components/games/types';
import { inputCls } from '@/components/ui/back-office';

/** Below this commission the Banker bet favours players (RULES.md §BAC-5: break-even ≈ 2.69% with 8 decks). */
const MIN_SAFE_COMMISSION = 3;

function pct(x: number): string {
  return `${(x * 100).toFixed(3)}%`;
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
        Banker mode
        <select
          name="bankerMode"
          value={bankerMode}
          onChange={(e) => set('bankerMode', e.target.value as 'COMMISSION' | 'NO_COMMISSION')}
          className={`${inputCls} mt-1 w-full`}
        >
          <option value="COMMISSION">COMMISSION</option>
          <option value="NO_COMMISSION">NO_COMMISSION</option>
        </select>
      </label>
      <label className="block text-xs text-gray-500">
        Banker commission %
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
        {bankerMode === 'COMMISSION' ? (
          edge !== null ? (
            <>
              Banker pays 1:1 less the commission · house edge on Banker{' '}
              <span className={`font-mono ${edge < 0 ? 'text-rose-300' : 'text-gray-300'}`}>{pct(edge)}</span> (8 decks)
            </>
          ) : (
            'Commission: a whole percent 0–100 (default 5).'
          )
        ) : (
          <>
            Banker pays 1:1, a Banker win on 6 pays 1:2 · house edge on Banker{' '}
            <span className="font-mono text-gray-300">{pct(houseEdges(8, 5).bankerNoCommission)}</span> (8 decks)
          </>
        )}
      </p>
      {warn && (
        <p
          role="status"
          data-testid="commission-warning"
          className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1.5 text-xs text-amber-200 sm:col-span-2"
        >
          ⚠ A commission below {MIN_SAFE_COMMISSION}% makes the Banker bet favour players
          {edge !== null && edge < 0 ? ` (house edge ${pct(edge)})` : ''}. 0% is the seed’s literal 1:1 (RULES.md
          §BAC-5).
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
  rulesText: (rules) =>
    rules.bankerMode === 'NO_COMMISSION'
      ? 'No commission · Banker win on 6 pays 1:2'
      : `Commission ${String(rules.bankerCommissionPct ?? 5)}% on Banker wins`,
  TableWarning: ({ rules }) => {
    const low = lowCommission(rules);
    if (low === null) return null;
    return (
      <p
        data-testid="commission-warning"
        className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1 text-xs text-amber-200"
      >
        ⚠ Commission {low}% is below {MIN_SAFE_COMMISSION}%: the Banker bet favours players.
      </p>
    );
  },
};
