import { useTranslations } from 'next-intl';
import type { PitUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { readCheResult, readCheView } from './console-read';
import { cheEventWords, cheNextWords, cheResultSummary, cheShortResult } from './pit-format';
import { CheCompact, CheDecisionLog, CheReplayView, CheRoundTable, CheTimer } from './pit-round';
import { CheTableStats } from './pit-stats';

/** A settled round as who had the better hand: `P` / `D` / `T`, `NQ` (dealer not qualified), `F` (all folded). */
function CheChip({ number, result }: { number: number; result: Record<string, unknown> }) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  const r = readCheResult(result);
  const label = cheShortResult(t, result);
  const tone = !r
    ? 'bg-panel-2 text-gray-300'
    : r.allFolded || r.winner === 'DEALER'
      ? 'bg-rose-700 text-white'
      : r.dealerQualifies === false || r.winner === 'PLAYER'
        ? 'bg-emerald-600 text-white'
        : r.winner === 'TIE'
          ? 'bg-gray-400 text-ink'
          : 'bg-panel-2 text-gray-300 ring-1 ring-line';
  return (
    <span
      title={`#${number}: ${cheResultSummary(t, result)}`}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-bold ${tone}`}
    >
      {label}
    </span>
  );
}

function HistoryResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.casino-holdem.pit') as unknown as Translate;
  return <span className="font-mono whitespace-nowrap text-gray-300">{cheResultSummary(t, result)}</span>;
}

/** The Casino Hold'em pit: the felt and every box, the decision log, replay, the table's statistics. */
export const casinoHoldemPit: PitUi = {
  stageTitle: (w) => w.t('stageTitle'),
  RoundStage: ({ round }) => <CheRoundTable round={round} />,
  resultSummary: (result, w) => cheResultSummary(w.t, result),
  awaitsInWords: false,
  DecisionLog: ({ round }) => <CheDecisionLog round={round} />,
  eventWords: (type, data, w) => cheEventWords(w.t, w.money, type, data),
  eventTones: { PLAYERS: 'text-emerald-300' },
  nextWords: (next, w) => cheNextWords(w.t, next),
  ReplayState: ({ state, next }) => (
    <CheReplayView state={state} next={(next as Record<string, unknown> | null) ?? null} />
  ),
  OverviewRound: ({ round, inPlay }) => (
    <div data-field="casino-holdem">
      <CheCompact view={readCheView(round.view)} next={inPlay ? round.next : null} />
      {inPlay && round.decisionDeadline && (
        <div className="mt-1 text-right">
          <CheTimer deadline={round.decisionDeadline} />
        </div>
      )}
    </div>
  ),
  statsLabel: (w) => w.t('statsLabel'),
  OverviewRules: Rules,
  recentChip: (r) => (r.result ? <CheChip number={r.number} result={r.result} /> : null),
  TableStats: CheTableStats,
  historyResult: (result) => <HistoryResult result={result} />,
};

/** The tables overview's rules line: the call timer (§C-7). */
function Rules({ rules }: { rules: Record<string, unknown> }) {
  const t = useTranslations('games.casino-holdem.pit');
  const seconds = typeof rules.decisionSeconds === 'number' ? rules.decisionSeconds : 20;
  return (
    <div className="px-3 pb-2 text-xs text-gray-500" data-field="che-rules">
      {t('overviewRules', { seconds })}
    </div>
  );
}
