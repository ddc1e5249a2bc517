import { useTranslations } from 'next-intl';
import type { PitUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { readPsResult, readPsView } from './console-read';
import { psEventWords, psNextWords, psResultSummary, psShortResult } from './pit-format';
import { PsCompact, PsDecisionLog, PsReplayView, PsRoundTable, PsTimer } from './pit-round';
import { PsTableStats } from './pit-stats';

/** A settled round as the dealer's qualification: `Q`, `NQ`, `B` (a game bought). */
function PsChip({ number, result }: { number: number; result: Record<string, unknown> }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as Translate;
  const r = readPsResult(result);
  const tone = !r?.dealer
    ? 'bg-panel-2 text-gray-300'
    : r.dealer.qualifies
      ? 'bg-felt text-white ring-1 ring-emerald-700'
      : r.dealer.buy
        ? 'bg-fuchsia-700 text-white'
        : 'bg-emerald-600 text-white';
  return (
    <span
      title={`#${number}: ${psResultSummary(t, result)}`}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-bold ${tone}`}
    >
      {psShortResult(t, result)}
    </span>
  );
}

function HistoryResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.poker-switch.pit') as unknown as Translate;
  return <span className="font-mono whitespace-nowrap text-gray-300">{psResultSummary(t, result)}</span>;
}

/** The tables overview's rules line: pairs, timers (§PS-0, §PS-10). */
function Rules({ rules }: { rules: Record<string, unknown> }) {
  const t = useTranslations('games.poker-switch.pit');
  const n = (k: string, d: number) => (typeof rules[k] === 'number' ? (rules[k] as number) : d);
  return (
    <div className="px-3 pb-2 text-xs text-gray-500" data-field="ps-rules">
      {t('overviewRules', { pairs: n('boxPairs', 3), turn: n('turnSeconds', 30), buy: n('buySeconds', 15) })}
    </div>
  );
}

/** The Poker Switch pit: the dealer and every pair's boxes, the decision log, replay, the table's statistics. */
export const pokerSwitchPit: PitUi = {
  stageTitle: (w) => w.t('stageTitle'),
  RoundStage: ({ round }) => <PsRoundTable round={round} />,
  resultSummary: (result, w) => psResultSummary(w.t, result),
  awaitsInWords: false,
  DecisionLog: ({ round }) => <PsDecisionLog round={round} />,
  eventWords: (type, data, w) => psEventWords(w.t, w.money, type, data),
  eventTones: { PAIRS: 'text-emerald-300', TIMEOUT: 'text-amber-300' },
  nextWords: (next, w) => psNextWords(w.t, next),
  ReplayState: ({ state, next }) => (
    <PsReplayView state={state} next={(next as Record<string, unknown> | null) ?? null} />
  ),
  OverviewRound: ({ round, inPlay }) => (
    <div data-field="poker-switch">
      <PsCompact view={readPsView(round.view)} next={inPlay ? round.next : null} />
      {inPlay && round.decisionDeadline && (
        <div className="mt-1 text-right">
          <PsTimer deadline={round.decisionDeadline} />
        </div>
      )}
    </div>
  ),
  statsLabel: (w) => w.t('statsLabel'),
  OverviewRules: Rules,
  recentChip: (r) => (r.result ? <PsChip number={r.number} result={r.result} /> : null),
  TableStats: PsTableStats,
  historyResult: (result) => <HistoryResult result={result} />,
};
