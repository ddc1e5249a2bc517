import { useTranslations } from 'next-intl';
import { HcfSummaryStats } from './pit-stats';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { PitUi } from '@/components/games/types';
import { CurrentRoundPanel } from '@/components/pit/stats-bits';
import { hcfDeadSeats, hcfEventWords, hcfResultSummary, rakeModeWords } from './pit-format';
import { HcfRotationHistory } from './pit-rotation';
import { HcfCompact, hcfNextWords, HcfReplayView, HcfRoundTable, HcfTimer } from './pit-round';
import { readHcfView } from './view';

/** A settled High Card Flush round as who banked it: `D3` (the DP's seat) or `H` (the house, §HCF-7). */
function HcfBankerChip({ number, result }: { number: number; result: Record<string, unknown> }) {
  const seat = typeof result.dpSeat === 'number' ? result.dpSeat : null;
  const t = useTranslations('games.high-card-flush.pit');
  return (
    <span
      title={`#${number}: ${hcfResultSummary(t as unknown as Translate, result)}`}
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[10px] font-bold ${seat === null ? 'bg-violet-700 text-white' : 'bg-brass text-ink'}`}
    >
      {seat === null ? t('chip.house') : t('chip.dp', { seat })}
    </span>
  );
}

/** The High Card Flush pit: the DP rotation, the bank, every hand; the rotation history as the table's stats. */
export const highCardFlushPit: PitUi = {
  stageTitle: (w) => w.t('stageTitle'),
  RoundStage: ({ round, nameOf }) => <HcfRoundTable round={round} nameOf={nameOf} />,
  resultSummary: (result, w, events) => hcfResultSummary(w.t, result, events ? hcfDeadSeats(events) : []),
  awaitsInWords: false,
  eventTones: {
    DP_OFFERED: 'text-violet-300',
    DP_ACCEPTED: 'text-emerald-300',
    DP_DECLINED: 'text-gray-300',
    DP_HOUSE: 'text-violet-300',
  },
  eventWords: (type, data, w, nameOf) => hcfEventWords(w.t, w.money, type, data, nameOf),
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
  nextWords: (next, w) => hcfNextWords(next, w),
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
  statsLabel: (w) => w.t('statsLabel'),
  OverviewRules: Rules,
  recentChip: (r) => (r.result ? <HcfBankerChip number={r.number} result={r.result} /> : null),
  TableStats: Stats,
  historyResult: (result) => <HistoryResult result={result} />,
};

function Rules({ rules: r }: { rules: Record<string, unknown> }) {
  const t = useTranslations('games.high-card-flush.pit');
  const money = useMoney();
  return (
    <div className="px-3 pb-2 text-xs text-gray-500" data-field="hcf-rules">
      {t.rich('overviewRules', {
        mode: rakeModeWords(t as unknown as Translate, String(r.rakeMode ?? '')) || String(r.rakeMode ?? ''),
        rake: money(Number(r.rakeAmount ?? 0)),
        minBank: money(Number(r.minBank ?? 0)),
        b: (c) => <span className="text-gray-300">{c}</span>,
      })}
    </div>
  );
}

function HistoryResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.high-card-flush.pit') as unknown as Translate;
  return <span className="font-mono whitespace-nowrap text-gray-300">{hcfResultSummary(t, result)}</span>;
}

function Stats({ tableId, round, lastEvent }: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const t = useTranslations('games.high-card-flush.pit');
  // The DP history also moves with every offer, answer and opened round (§HCF-7).
  const rotationKey =
    lastEvent && ['round:settled', 'round:voided', 'round:dp', 'round:opened'].includes(lastEvent.type)
      ? lastEvent.seq
      : 0;
  const settledKey = lastEvent && ['round:settled', 'round:voided'].includes(lastEvent.type) ? lastEvent.seq : 0;
  return (
    <div className="space-y-4">
      {round && (
        <CurrentRoundPanel
          round={round}
          t={t as unknown as Translate}
          compact={(next) => <HcfCompact view={readHcfView(round.view)} next={next} />}
        />
      )}
      <HcfSummaryStats tableId={tableId} refreshKey={settledKey} />
      <HcfRotationHistory tableId={tableId} refreshKey={rotationKey} />
    </div>
  );
}
