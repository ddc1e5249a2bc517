'use client';

import { useTranslations } from 'next-intl';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import type { PublicRound } from '@/lib/realtime/events';
import { nextOf } from '@/components/dealer/model';
import { baccaratResult } from './view';

type Side = 'player' | 'banker';

/** A card scaled up for the camera-side monitor; the third card lies sideways, as it does on the felt. */
function BigCard({ code, sideways }: { code: string; sideways: boolean }) {
  return (
    <div className={`relative shrink-0 ${sideways ? 'h-[96px] w-[135px] self-end' : 'h-[135px] w-[96px]'}`}>
      <div
        className={`absolute top-0 left-0 origin-top-left ${sideways ? 'translate-y-[96px] -rotate-90 scale-[1.2]' : 'scale-[1.2]'}`}
      >
        <PlayingCard code={code} size="lg" />
      </div>
    </div>
  );
}

function BigSlot({ active, label }: { active: boolean; label: string }) {
  const t = useTranslations('games.baccarat.dealer');
  return (
    <div
      className="relative h-[135px] w-[96px] shrink-0"
      data-slot={label}
      aria-label={active ? t('nextCard', { label }) : undefined}
    >
      <div className="absolute top-0 left-0 origin-top-left scale-[1.2]">
        <CardSlot size="lg" active={active} label={label} />
      </div>
    </div>
  );
}

function Hand({
  side,
  cards,
  total,
  round,
  winner,
}: {
  side: Side;
  cards: string[];
  total: number | null;
  round: PublicRound | null;
  winner: boolean;
}) {
  const next = nextOf(round);
  const tag = side === 'player' ? 'P' : 'B';
  const live = round && (round.status === 'BETTING' || round.status === 'DEALING');
  const slots: { pos: number; active: boolean }[] = [];
  if (next?.kind === 'card' && next.to === side && next.position) slots.push({ pos: next.position, active: true });
  if (live)
    for (let pos = cards.length + 1; pos <= 2; pos++)
      if (!slots.some((s) => s.pos === pos)) slots.push({ pos, active: false });
  const t = useTranslations('games.baccarat.dealer');
  const isPlayer = side === 'player';
  return (
    <div
      className={`flex min-w-0 flex-col rounded-md border bg-panel transition-shadow ${
        isPlayer ? 'border-player/50' : 'border-banker/50'
      } ${winner ? (isPlayer ? 'shadow-[0_0_0_2px_var(--color-player),0_0_32px_-4px_var(--color-player)]' : 'shadow-[0_0_0_2px_var(--color-banker),0_0_32px_-4px_var(--color-banker)]') : ''}`}
    >
      <div
        className={`flex items-center justify-between border-b px-4 py-1.5 ${isPlayer ? 'border-player/40 bg-player/15' : 'border-banker/40 bg-banker/15'}`}
      >
        <span className={`text-sm font-black tracking-[0.3em] ${isPlayer ? 'text-blue-300' : 'text-red-300'}`}>
          {isPlayer ? t('player') : t('banker')}
        </span>
        {winner && (
          <span
            className={`rounded px-2 py-0.5 text-xs font-black tracking-widest text-white ${isPlayer ? 'bg-player' : 'bg-banker'}`}
          >
            {t('wins')}
          </span>
        )}
      </div>
      <div className="flex flex-1 items-center gap-3 px-4 py-4">
        <div data-testid={`hand-${side}`} className="flex min-h-[135px] min-w-0 flex-1 flex-wrap items-end gap-2.5">
          {cards.map((c, i) => (
            <BigCard key={`${i}-${c}`} code={c} sideways={i === 2} />
          ))}
          {slots.map((s) => (
            <BigSlot key={`slot-${s.pos}`} active={s.active} label={`${tag}${s.pos}`} />
          ))}
          {!cards.length && !slots.length && <span className="self-center text-sm text-gray-600">{t('noCards')}</span>}
        </div>
        <div className="w-20 shrink-0 text-right">
          <div className="text-[10px] font-semibold tracking-[0.18em] text-gray-500 uppercase">{t('total')}</div>
          <div
            data-testid={`total-${side}`}
            className={`font-mono text-7xl leading-none font-bold tabular-nums ${total === null ? 'text-gray-700' : 'text-white'}`}
          >
            {total === null ? '–' : total}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Both hands side by side (Player left, Banker right) with totals and the pulsing slot of the next card. */
export function BaccaratHands({ round }: { round: PublicRound | null }) {
  const cards = round?.cards ?? {};
  const view = round?.view ?? {};
  const res = baccaratResult(round?.result);
  const total = (k: string) => (typeof view[k] === 'number' ? (view[k] as number) : null);
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Hand
        side="player"
        cards={cards.player ?? []}
        total={total('playerTotal')}
        round={round}
        winner={res?.winner === 'PLAYER'}
      />
      <Hand
        side="banker"
        cards={cards.banker ?? []}
        total={total('bankerTotal')}
        round={round}
        winner={res?.winner === 'BANKER'}
      />
    </div>
  );
}

/** The coup's result, once the engine says it is complete (and after settlement). */
export function BaccaratResultLine({ round }: { round: PublicRound | null }) {
  const t = useTranslations('games.baccarat.dealer');
  const res = baccaratResult(round?.result);
  if (!round || !res) return null;
  const main =
    res.winner === 'TIE'
      ? t('result.TIE', { player: res.playerTotal, banker: res.bankerTotal })
      : res.winner === 'PLAYER'
        ? t('result.PLAYER', { winner: res.playerTotal, loser: res.bankerTotal })
        : t('result.BANKER', { winner: res.bankerTotal, loser: res.playerTotal });
  const extras = [
    res.natural ? t('tag.natural') : '',
    res.playerPair ? t('tag.playerPair') : '',
    res.bankerPair ? t('tag.bankerPair') : '',
  ].filter(Boolean);
  const tone =
    res.winner === 'PLAYER'
      ? 'border-player bg-player/20'
      : res.winner === 'BANKER'
        ? 'border-banker bg-banker/20'
        : 'border-tie bg-tie/20';
  return (
    <div className={`flex flex-wrap items-center justify-between gap-3 rounded-md border-l-4 px-4 py-2 ${tone}`}>
      <div data-testid="result-line" className="text-2xl font-black tracking-wide text-white">
        {main}
        {extras.map((x) => (
          <span key={x} className="ml-3 align-middle text-sm font-semibold tracking-widest text-brass uppercase">
            · {x}
          </span>
        ))}
      </div>
      <span className="text-xs font-semibold tracking-widest text-gray-300 uppercase">
        {round.status === 'SETTLED' ? t('settled') : round.status === 'VOIDED' ? t('voided') : t('confirmToSettle')}
      </span>
    </div>
  );
}

/** "BANKER card 3": where the next card goes (the console's "Next:" line and its undo announcement). */
export function BaccaratNext({ to, position }: { to: string; position: number | undefined }) {
  const t = useTranslations('games.baccarat.dealer');
  const side = to === 'player' ? t('player') : to === 'banker' ? t('banker') : to.toUpperCase();
  return (
    <>
      <span className={to === 'player' ? 'text-blue-400' : to === 'banker' ? 'text-red-400' : 'text-brass'}>
        {side}
      </span>{' '}
      {t('card', { position: position ?? '' })}
    </>
  );
}
