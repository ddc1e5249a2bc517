import { useTranslations } from 'next-intl';
import type { PitUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { bjEventWords, bjResultSummary, bjTableFromState, bjTableOf } from './pit-format';
import { BlackjackDecisionLog, BlackjackRoundTable } from './pit-round';
import { BlackjackCompact, BlackjackTableView, DecisionTimer } from './pit-table';
import { BlackjackTableStats } from './pit-stats';

/** A settled blackjack round as the dealer's final hand: BJ, BUST or the total (never a lone "B", which reads as Banker). */
function BjDealerChip({ number, result }: { number: number; result: Record<string, unknown> }) {
  const t = useTranslations('games.blackjack.pit') as unknown as Translate;
  const d = bjTableOf({ result }).dealer;
  const text = !d || !d.cards.length ? '–' : d.blackjack ? 'BJ' : d.bust ? t('table.bust') : String(d.total);
  const tone = d?.blackjack
    ? 'bg-brass text-ink'
    : d?.bust
      ? 'bg-rose-700 text-white'
      : 'bg-felt text-gray-100 ring-1 ring-line';
  return (
    <span
      title={`#${number}: ${bjResultSummary(t, result)}`}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-bold ${tone}`}
    >
      {text}
    </span>
  );
}

function HistoryResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.blackjack.pit') as unknown as Translate;
  return <span className="font-mono whitespace-nowrap text-gray-300">{bjResultSummary(t, result)}</span>;
}

/** The blackjack pit: the seats, hands and bets, the decision log, the dealer's hand. */
export const blackjackPit: PitUi = {
  stageTitle: (w) => w.t('stageTitle'),
  RoundStage: ({ round }) => <BlackjackRoundTable round={round} />,
  resultSummary: (result, w) => bjResultSummary(w.t, result),
  awaitsInWords: false,
  eventTones: {
    INSURANCE: 'text-sky-300',
    BEHIND_INSURANCE: 'text-sky-300',
    BEHIND_NO_INSURANCE: 'text-sky-300',
    BUST: 'text-rose-300',
    BLACKJACK_PAID: 'text-brass',
    PAID_EARLY: 'text-brass',
  },
  DecisionLog: ({ round }) => <BlackjackDecisionLog events={round.events} bets={round.bets} />,
  anyRoundEventWords: (type, data, w) => bjEventWords(w.t, w.money, type, data),
  ReplayState: ({ state, next }) => (
    <div data-testid="replay-bj">
      <BlackjackTableView
        table={bjTableFromState(state)}
        next={(next as Record<string, unknown> | null) ?? null}
        size="sm"
      />
    </div>
  ),
  OverviewRound: ({ round, inPlay }) => (
    <div data-field="blackjack">
      <BlackjackCompact table={bjTableOf(round)} next={inPlay ? round.next : null} />
      {inPlay && round.decisionDeadline && (
        <div className="mt-1 text-right">
          <DecisionTimer deadline={round.decisionDeadline} />
        </div>
      )}
    </div>
  ),
  statsLabel: (w) => w.t('statsLabel'),
  recentChip: (r) => (r.result ? <BjDealerChip number={r.number} result={r.result} /> : null),
  TableStats: BlackjackTableStats,
  historyResult: (result) => <HistoryResult result={result} />,
};
