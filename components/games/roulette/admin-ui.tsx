import type { AdminUi } from '@/components/games/types';

/** The roulette table's rules for the admin: la partage (RULES.md §RL-3). */
export const rouletteAdmin: AdminUi = {
  initialDraft: { laPartage: false },
  RulesForm: ({ draft, set }) => (
    <label className="flex items-center gap-2 text-sm text-gray-300">
      <input
        name="laPartage"
        type="checkbox"
        checked={draft.laPartage === true}
        onChange={(e) => set('laPartage', e.target.checked)}
        className="h-4 w-4 accent-[var(--color-brass)]"
      />
      La partage <span className="text-xs text-gray-500">(on 0, even-money bets lose only half)</span>
    </label>
  ),
  toRules: (draft) => ({ rules: { laPartage: draft.laPartage === true }, problem: null }),
  rulesText: (rules) => `Single zero · la partage ${rules.laPartage ? 'on' : 'off'}`,
};
