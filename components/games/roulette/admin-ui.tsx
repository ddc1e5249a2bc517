import { useTranslations } from 'next-intl';
import type { AdminRulesProps, AdminUi } from '@/components/games/types';

function RulesForm({ draft, set }: AdminRulesProps) {
  const t = useTranslations('games.roulette.admin');
  return (
    <label className="flex items-center gap-2 text-sm text-gray-300">
      <input
        name="laPartage"
        type="checkbox"
        checked={draft.laPartage === true}
        onChange={(e) => set('laPartage', e.target.checked)}
        className="h-4 w-4 accent-[var(--color-brass)]"
      />
      {t('laPartage')} <span className="text-xs text-gray-500">{t('laPartageHint')}</span>
    </label>
  );
}

/** The roulette table's rules for the admin: la partage (RULES.md §RL-3). */
export const rouletteAdmin: AdminUi = {
  initialDraft: { laPartage: false },
  RulesForm,
  toRules: (draft) => ({ rules: { laPartage: draft.laPartage === true }, problem: null }),
  rulesText: (rules, w) => w.t(rules.laPartage ? 'rulesOn' : 'rulesOff'),
};
