import Link from 'next/link';
import { money } from '@/lib/client/api';
import type { PitUi } from '@/components/games/types';
import { Panel } from '@/components/ui/back-office';
import { hcfDeadSeats, hcfEventWords, hcfResultSummary } from './pit-format';
import { HcfRotationHistory } from './pit-rotation';
import { HcfCompact, hcfNextWords, HcfReplayView, HcfRoundTable, HcfTimer } from './pit-round';
import { readHcfView } from './view';

/** A settled High Card Flush round as who banked it: `D3` (the DP's seat) or `H` (the house, §HCF-7). */
function HcfBankerChip({ number, result }: { number: number; result: Record<string, unknown> }) {
  const seat = typeof result.dpSeat === 'number' ? result.dpSeat : null;
  return (
    <span
      title={`#${number}: ${hcfResultSummary(result)}`}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-bold ${seat === null ? 'bg-violet-700 text-white' : 'bg-brass text-ink'}`}
    >
      {seat === null ? 'H' : `D${seat}`}
    </span>
  );
}

/** The High Card Flush pit: the DP rotation, the bank, every hand; the rotation history as the table's stats. */
export const highCardFlushPit: PitUi = {
  stageTitle: 'Table',
  RoundStage: ({ round, nameOf }) => <HcfRoundTable round={round} nameOf={nameOf} />,
  resultSummary: (result, events) => hcfResultSummary(result, events ? hcfDeadSeats(events) : []),
  awaitsInWords: false,
  eventTones: {
    DP_OFFERED: 'text-violet-300',
    DP_ACCEPTED: 'text-emerald-300',
    DP_DECLINED: 'text-gray-300',
    DP_HOUSE: 'text-violet-300',
  },
  eventWords: (type, data, nameOf) => hcfEventWords(type, data, nameOf),
  // Its DP events carry user ids: the seat board and the log's actors on their own DP answers name them.
  names: {
    fromSeats: true,
    fromEvents: (events) =>
      events.flatMap((e): [string, string][] =>
        (e.type === 'DP_ACCEPTED' || e.type === 'DP_DECLINED') &&
        e.actor &&
        e.data.timeout !== true &&
        typeof e.data.userId === 'string'
          ? [[e.data.userId, e.actor]]
          : [],
      ),
  },
  nextWords: (next) => hcfNextWords(next),
  ReplayState: ({ state, next }) => (
    <HcfReplayView state={state} next={(next as Record<string, unknown> | null) ?? null} />
  ),
  OverviewRound: ({ round, inPlay }) => (
    <div data-field="high-card-flush">
      <HcfCompact view={readHcfView(round.view)} next={inPlay ? round.next : null} />
      {inPlay && round.decisionDeadline && (
        <div className="mt-1 text-right">
          <HcfTimer deadline={round.decisionDeadline} />
        </div>
      )}
    </div>
  ),
  statsLabel: 'DP rotation',
  OverviewRules: ({ rules: r }) => (
    <div className="px-3 pb-2 text-xs text-gray-500" data-field="hcf-rules">
      One deck per round · rake <span className="text-gray-300">{String(r.rakeMode ?? '')}</span>{' '}
      {money(Number(r.rakeAmount ?? 0))}/hand · min bank{' '}
      <span className="text-gray-300">{money(Number(r.minBank ?? 0))}</span>
    </div>
  ),
  recentChip: (r) => (r.result ? <HcfBankerChip number={r.number} result={r.result} /> : null),
  TableStats: ({ tableId, round, lastEvent }) => {
    // The DP history also moves with every offer, answer and opened round (§HCF-7).
    const rotationKey =
      lastEvent && ['round:settled', 'round:voided', 'round:dp', 'round:opened'].includes(lastEvent.type)
        ? lastEvent.seq
        : 0;
    return (
      <div className="space-y-4">
        {round && (
          <Panel
            title={`Round #${round.number} · ${round.status}`}
            actions={
              <Link href={`/pit/rounds/${round.id}`} className="text-xs text-brass hover:underline">
                Round detail →
              </Link>
            }
            bodyClass="p-3"
          >
            <HcfCompact
              view={readHcfView(round.view)}
              next={['BETTING', 'DEALING', 'COMPLETE'].includes(round.status) ? round.next : null}
            />
          </Panel>
        )}
        <HcfRotationHistory tableId={tableId} refreshKey={rotationKey} />
      </div>
    );
  },
  historyResult: (result) => (
    <span className="font-mono whitespace-nowrap text-gray-300">{hcfResultSummary(result)}</span>
  ),
};
