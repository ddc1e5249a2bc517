import { useTranslations } from 'next-intl';
import type { PitUi } from '@/components/games/types';
import type { Translate } from '@/lib/i18n/money';
import { Panel } from '@/components/ui/back-office';
import { BaccaratHands } from './pit-hands';
import { BaccaratRoads } from './player-roads';
import { BaccaratOutcomeStats } from './pit-stats';

/** "BANKER 7–5" (winner, then its total first; a tie "TIE 6–6"); `t` of `games.baccarat.pit`. */
export function baccaratSummary(t: Translate, result: Record<string, unknown>): string {
  const w = String(result.winner ?? '?');
  const p = Number(result.playerTotal);
  const b = Number(result.bankerTotal);
  if (w === 'BANKER') return t('summary.BANKER', { winner: b, loser: p });
  if (w === 'PLAYER') return t('summary.PLAYER', { winner: p, loser: b });
  return t('summary.TIE', { winner: p, loser: b });
}

function Tag({ children }: { children: React.ReactNode }) {
  return <span className="rounded bg-panel-2 px-1.5 py-0.5">{children}</span>;
}

function Tags({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.baccarat.pit');
  return (
    <span className="flex gap-1.5 text-xs text-gray-400">
      {result.natural === true && <Tag>{t('tag.natural')}</Tag>}
      {result.playerPair === true && <Tag>{t('tag.playerPair')}</Tag>}
      {result.bankerPair === true && <Tag>{t('tag.bankerPair')}</Tag>}
    </span>
  );
}

function RecentChip({ number, result }: { number: number; result: Record<string, unknown> }) {
  const t = useTranslations('games.baccarat.pit');
  const w = String(result.winner ?? '?');
  return (
    <span
      title={`#${number}`}
      className={`inline-flex h-5 w-5 items-center justify-center rounded-full text-[10px] font-bold text-white ${w === 'PLAYER' ? 'bg-player' : w === 'BANKER' ? 'bg-banker' : 'bg-tie'}`}
    >
      {['PLAYER', 'BANKER', 'TIE'].includes(w) ? t(`letter.${w}`) : w[0]}
    </span>
  );
}

function HistoryResult({ result }: { result: Record<string, unknown> }) {
  const t = useTranslations('games.baccarat.pit') as unknown as Translate;
  const w = String(result.winner ?? '');
  const tone = w === 'PLAYER' ? 'text-blue-300' : w === 'BANKER' ? 'text-red-300' : 'text-green-300';
  return <span className={`whitespace-nowrap font-mono font-semibold ${tone}`}>{baccaratSummary(t, result)}</span>;
}

function Stats(props: React.ComponentProps<NonNullable<PitUi['TableStats']>>) {
  const { table, data } = props;
  const t = useTranslations('games.baccarat.pit');
  return (
    <div className="space-y-4">
      <Panel title={t('roadsTitle', { shoe: table.shoe?.number ?? '—' })} bodyClass="p-3">
        <BaccaratRoads data={data} shoeNumber={table.shoe?.number ?? null} showTitle={false} />
      </Panel>
      <BaccaratOutcomeStats {...props} />
    </div>
  );
}

/** The baccarat pit: both hands, the winner and its totals, natural and pairs, the roads. */
export const baccaratPit: PitUi = {
  stageTitle: (w) => w.t('stageTitle'),
  RoundStage: ({ round, live }) => (
    <BaccaratHands
      player={round.cards?.player ?? []}
      banker={round.cards?.banker ?? []}
      winner={round.result ? String(round.result.winner ?? '') : null}
      next={live && round.next?.kind === 'card' ? round.next : null}
      size="lg"
    />
  ),
  resultSummary: (result, w) => baccaratSummary(w.t, result),
  ResultTags: Tags,
  awaitsInWords: true,
  ReplayState: ({ state, next }) => {
    const s = (state ?? {}) as Record<string, unknown>;
    const n = next as { kind?: string; to?: unknown; position?: unknown } | null;
    return (
      <BaccaratHands
        player={(s.player as string[]) ?? []}
        banker={(s.banker as string[]) ?? []}
        size="sm"
        next={n?.kind === 'card' ? n : null}
      />
    );
  },
  OverviewRound: ({ round, inPlay, winner }) => (
    <BaccaratHands
      player={round.cards?.player ?? []}
      banker={round.cards?.banker ?? []}
      winner={winner}
      size="sm"
      next={inPlay && round.next?.kind === 'card' ? round.next : null}
    />
  ),
  statsLabel: (w) => w.t('statsLabel'),
  recentChip: (r) => (r.result ? <RecentChip number={r.number} result={r.result} /> : null),
  TableStats: Stats,
  historyResult: (result) => <HistoryResult result={result} />,
};
