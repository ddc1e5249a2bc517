import type { PitUi } from '@/components/games/types';
import { Panel } from '@/components/ui/back-office';
import { BaccaratHands } from './pit-hands';
import { BaccaratRoads } from './player-roads';

/** "BANKER 7–5" (winner, then its total first; a tie "TIE 6–6"). */
function summary(result: Record<string, unknown>): string {
  const w = String(result.winner ?? '?');
  const p = Number(result.playerTotal);
  const b = Number(result.bankerTotal);
  if (w === 'BANKER') return `BANKER ${b}–${p}`;
  if (w === 'PLAYER') return `PLAYER ${p}–${b}`;
  return `TIE ${p}–${b}`;
}

function Tag({ children }: { children: React.ReactNode }) {
  return <span className="rounded bg-panel-2 px-1.5 py-0.5">{children}</span>;
}

/** The baccarat pit: both hands, the winner and its totals, natural and pairs, the roads. */
export const baccaratPit: PitUi = {
  stageTitle: 'Cards',
  RoundStage: ({ round, live }) => (
    <BaccaratHands
      player={round.cards?.player ?? []}
      banker={round.cards?.banker ?? []}
      winner={round.result ? String(round.result.winner ?? '') : null}
      next={live && round.next?.kind === 'card' ? round.next : null}
      size="lg"
    />
  ),
  resultSummary: summary,
  ResultTags: ({ result }) => (
    <span className="flex gap-1.5 text-xs text-gray-400">
      {result.natural === true && <Tag>natural</Tag>}
      {result.playerPair === true && <Tag>player pair</Tag>}
      {result.bankerPair === true && <Tag>banker pair</Tag>}
    </span>
  ),
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
  statsLabel: 'Stats',
  recentChip: (r) =>
    r.result ? (
      <span
        title={`#${r.number}`}
        className={`inline-flex h-5 w-5 items-center justify-center rounded-full text-[10px] font-bold text-white ${r.result.winner === 'PLAYER' ? 'bg-player' : r.result.winner === 'BANKER' ? 'bg-banker' : 'bg-tie'}`}
      >
        {String(r.result.winner ?? '?')[0]}
      </span>
    ) : null,
  TableStats: ({ table, data }) => (
    <Panel title={`Roads · shoe ${table.shoe?.number ?? '—'}`} bodyClass="p-3">
      <BaccaratRoads data={data} shoeNumber={table.shoe?.number ?? null} showTitle={false} />
    </Panel>
  ),
  historyResult: (result) => {
    const w = String(result.winner ?? '');
    const tone = w === 'PLAYER' ? 'text-blue-300' : w === 'BANKER' ? 'text-red-300' : 'text-green-300';
    return <span className={`font-mono font-semibold ${tone}`}>{summary(result)}</span>;
  },
};
