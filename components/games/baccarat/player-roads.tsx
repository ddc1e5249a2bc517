'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  allRoads,
  askPreview,
  beadPlate,
  bigRoad,
  roadCounts,
  toRoadResult,
  DERIVED_ROAD_NAMES,
  type AskPreview,
  type BigRoadCell,
  type DerivedCell,
  type DerivedRoadName,
  type RoadResult,
} from '@/lib/games/baccarat/roads';
import type { TableResults } from '@/components/player/use-table-results';
import { BeadMark, BigRoadMark, DerivedMark, ROAD_COLOR, RoadGrid, type DerivedStyle } from './road-grid';

type Side = 'BANKER' | 'PLAYER';
type T = ReturnType<typeof useTranslations>;

/** Cell sizes (px): the Bead Plate and Big Road as usual, the derived roads at half the Big Road's cell. */
const BEAD = 22;
const BIG = 17;
const DERIVED = 11;
const STYLE: Record<DerivedRoadName, DerivedStyle> = { bigEyeBoy: 'ring', smallRoad: 'disc', cockroachPig: 'slash' };

function bigTitle(t: T, c: BigRoadCell): string {
  const parts = [
    c.winner === null ? t('mark.onlyTies') : t('mark.big', { side: t(`side.${c.winner}`), total: c.total }),
  ];
  if (c.natural) parts.push(t('mark.natural'));
  if (c.playerPair) parts.push(t('mark.playerPair'));
  if (c.bankerPair) parts.push(t('mark.bankerPair'));
  if (c.ties) parts.push(t('mark.ties', { count: c.ties }));
  return parts.join(', ');
}

/** Bead Plate: every coup, 6 rows, filled column by column. */
export function BeadPlateView({ results, minCols = 6 }: { results: RoadResult[]; minCols?: number }) {
  const t = useTranslations('games.baccarat.roads');
  const plate = useMemo(() => beadPlate(results), [results]);
  return (
    <RoadGrid
      testId="bead-plate"
      label={t('road.beadPlate')}
      cells={plate.cells}
      rows={plate.rows}
      cell={BEAD + 2}
      minCols={minCols}
      renderCell={(c) => {
        const parts = [t('mark.bead', { n: c.index + 1, side: t(`side.${c.winner}`), total: c.total })];
        if (c.natural) parts.push(t('mark.natural'));
        if (c.playerPair) parts.push(t('mark.playerPair'));
        if (c.bankerPair) parts.push(t('mark.bankerPair'));
        return (
          <BeadMark
            winner={c.winner}
            letter={t(`letter.${c.winner}`)}
            size={BEAD}
            playerPair={c.playerPair}
            bankerPair={c.bankerPair}
            title={parts.join(', ')}
          />
        );
      }}
    />
  );
}

/** Big Road: streaks in columns, ties slashed on the previous mark, pair dots, dragon tails turning right. */
export function BigRoadView({
  results,
  minCols = 12,
  preview,
}: {
  results: RoadResult[];
  minCols?: number;
  preview?: BigRoadCell | null;
}) {
  const t = useTranslations('games.baccarat.roads');
  const road = useMemo(() => bigRoad(results), [results]);
  // The ask preview on a shoe of ties only replaces the placeholder mark at (0, 0).
  const cells = preview && road.cells[0]?.winner === null ? [] : road.cells;
  return (
    <RoadGrid
      testId="big-road"
      label={t('road.bigRoad')}
      cells={cells}
      rows={road.rows}
      cell={BIG + 3}
      minCols={minCols}
      renderCell={(c) => (
        <BigRoadMark
          winner={c.winner}
          ties={c.ties}
          size={BIG}
          playerPair={c.playerPair}
          bankerPair={c.bankerPair}
          title={bigTitle(t, c)}
        />
      )}
      preview={
        preview && {
          col: preview.col,
          row: preview.row,
          node: <BigRoadMark winner={preview.winner} ties={preview.ties} size={BIG} />,
        }
      }
    />
  );
}

/** One derived road (Big Eye Boy, Small Road or Cockroach Pig) on its own grid. */
export function DerivedRoadView({
  name,
  cells,
  rows,
  minCols = 8,
  preview,
}: {
  name: DerivedRoadName;
  cells: readonly DerivedCell[];
  rows: number;
  minCols?: number;
  preview?: DerivedCell | null;
}) {
  const t = useTranslations('games.baccarat.roads');
  return (
    <RoadGrid
      testId={`road-${name}`}
      label={t(`road.${name}`)}
      cells={cells}
      rows={rows}
      cell={DERIVED}
      minCols={minCols}
      renderCell={(c) => (
        <DerivedMark color={c.color} style={STYLE[name]} size={DERIVED - 3} title={t(`color.${c.color}`)} />
      )}
      preview={
        preview && {
          col: preview.col,
          row: preview.row,
          node: <DerivedMark color={preview.color} style={STYLE[name]} size={DERIVED - 3} />,
        }
      }
    />
  );
}

function RoadTitle({ t, name }: { t: T; name: 'beadPlate' | 'bigRoad' | DerivedRoadName }) {
  return (
    <h3 className="mb-1 truncate text-[11px] uppercase tracking-widest text-gray-500" title={t(`about.${name}`)}>
      {t(`road.${name}`)}
    </h3>
  );
}

/** "Banker asks" / "Player asks": the side's next Big Road mark and the three derived colours, as studios show them. */
function AskButton({
  t,
  side,
  ask,
  active,
  onPress,
}: {
  t: T;
  side: Side;
  ask: AskPreview;
  active: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      data-testid={`ask-${side.toLowerCase()}`}
      aria-pressed={active}
      title={t('ask.hint')}
      onClick={onPress}
      className={`flex min-w-0 flex-1 items-center justify-center gap-2 rounded-lg border px-2 py-1.5 sm:max-w-64 text-xs font-semibold transition-colors ${
        active ? 'bg-amber-300/15 ring-2 ring-amber-300' : 'bg-panel-2/60 hover:bg-panel-2'
      }`}
      style={{ borderColor: ROAD_COLOR[side], color: side === 'BANKER' ? '#fca5a5' : '#93c5fd' }}
    >
      <span className="min-w-0 truncate">{t(`ask.${side}`)}</span>
      <span className="flex shrink-0 items-center gap-1 rounded bg-[#f4f1e8] px-1 py-0.5">
        {DERIVED_ROAD_NAMES.map((name) => {
          const c = ask[name];
          return (
            <span
              key={name}
              className="flex h-3 w-3 items-center justify-center"
              data-road={name}
              data-color={c?.color ?? ''}
            >
              {c ? <DerivedMark color={c.color} style={STYLE[name]} size={9} /> : null}
            </span>
          );
        })}
      </span>
    </button>
  );
}

/** The ask preview in words (for screen readers, and to read while it flashes). */
function askWords(t: T, ask: AskPreview): string {
  const entries = DERIVED_ROAD_NAMES.map((name) => {
    const c = ask[name];
    return t('ask.entry', { road: t(`road.${name}`), color: c ? t(`color.${c.color}`) : t('ask.notYet') });
  });
  return `${t('ask.if', { side: t(`side.${ask.side}`) })} ${entries.join(' · ')}`;
}

/**
 * The current shoe's scoreboard: counts, the five roads (Bead Plate, Big Road, Big Eye Boy, Small Road,
 * Cockroach Pig) and the "asks" buttons that flash what each road would get if Banker / Player won next.
 * The roads are recomputed from `data.results` (the shoe's settled, non-voided results), which the shell
 * refetches on every settlement and void.
 */
export function BaccaratRoads({
  data,
  shoeNumber,
  showTitle = true,
}: {
  data: TableResults;
  shoeNumber: number | null;
  /** false inside a panel that already titles and frames the roads (the pit's table stats). */
  showTitle?: boolean;
}) {
  const t = useTranslations('games.baccarat.roads');
  const results = useMemo(() => data.results.map(toRoadResult).filter((r): r is RoadResult => !!r), [data.results]);
  const roads = useMemo(() => allRoads(results), [results]);
  const asks = useMemo(
    () => ({ BANKER: askPreview(results, 'BANKER'), PLAYER: askPreview(results, 'PLAYER') }),
    [results],
  );
  // The side asked about (pressed again: off), for the results it was asked on: the next result ends it.
  const [ask, setAsk] = useState<{ side: Side; on: RoadResult[] } | null>(null);
  const asking = ask && ask.on === results ? ask.side : null;
  const preview = asking ? asks[asking] : null;
  const counts = roadCounts(results);
  const shoe = shoeNumber ?? data.shoeNumber;

  return (
    <section
      data-testid="baccarat-roads"
      className={showTitle ? 'min-w-0 rounded-xl border border-line bg-panel/80 p-3 sm:p-4' : 'min-w-0'}
    >
      <header className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1.5">
        {showTitle && (
          <h2 className="text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">
            {t('title', { shoe: shoe ?? '–' })}
          </h2>
        )}
        <span className="text-xs text-gray-500">{t('coups', { count: counts.coups })}</span>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs sm:ml-auto">
          <Count color={ROAD_COLOR.PLAYER} letter={t('letter.PLAYER')} n={counts.player} label={t('side.PLAYER')} />
          <Count color={ROAD_COLOR.BANKER} letter={t('letter.BANKER')} n={counts.banker} label={t('side.BANKER')} />
          <Count color={ROAD_COLOR.TIE} letter={t('letter.TIE')} n={counts.tie} label={t('side.TIE')} />
          <span className="text-gray-500">
            {t('counts.playerPair', { count: counts.playerPair })} ·{' '}
            {t('counts.bankerPair', { count: counts.bankerPair })} · {t('counts.naturals', { count: counts.natural })}
          </span>
        </div>
      </header>
      <div className="mb-2 flex gap-2">
        {(['BANKER', 'PLAYER'] as const).map((side) => (
          <AskButton
            key={side}
            t={t}
            side={side}
            ask={asks[side]}
            active={asking === side}
            onPress={() => setAsk(asking === side ? null : { side, on: results })}
          />
        ))}
      </div>
      <p aria-live="polite" data-testid="ask-words" className="sr-only">
        {preview ? askWords(t, preview) : ''}
      </p>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className="min-w-0">
          <RoadTitle t={t} name="beadPlate" />
          <BeadPlateView results={results} />
        </div>
        <div className="min-w-0 space-y-2">
          <div className="min-w-0">
            <RoadTitle t={t} name="bigRoad" />
            <BigRoadView results={results} preview={preview?.bigRoad ?? null} />
          </div>
          <div className="grid grid-cols-3 gap-2">
            {DERIVED_ROAD_NAMES.map((name) => (
              <div key={name} className="min-w-0">
                <RoadTitle t={t} name={name} />
                <DerivedRoadView
                  name={name}
                  cells={roads[name].cells}
                  rows={roads[name].rows}
                  preview={preview?.[name] ?? null}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
      {data.source === 'rounds' && <p className="mt-2 text-xs text-amber-300/80">{t('partial')}</p>}
    </section>
  );
}

function Count({ color, letter, n, label }: { color: string; letter: string; n: number; label: string }) {
  return (
    <span className="flex items-center gap-1.5" title={label}>
      <span
        className="flex h-5 w-5 items-center justify-center rounded-full text-[10px] font-bold text-white"
        style={{ background: color }}
      >
        {letter}
      </span>
      <span className="font-mono text-gray-200">{n}</span>
    </span>
  );
}
