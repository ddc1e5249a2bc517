'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { PokerSwitchRules } from '@/lib/games/poker-switch/rules';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import {
  betOutcomeText,
  bonusText,
  boxDecisionText,
  buyText,
  dealerText,
  handName,
  myPs,
  outcomeText,
  pairBoxes,
  pairNumbers,
  pairOwner,
  pairView,
  psOutcomes,
  psRound,
  psRules,
  resultBoxes,
  statusText,
  type MyBox,
  type MyPs,
  type PsOutcome,
  type PsRound,
  type PsWords,
} from './player-format';
import type { PsBoxView } from './view';
import type { PsTableState } from './use-ps-actions';

/** The player view's words: `games.poker-switch.player` and money in the player's language. */
export function usePsWords(): PsWords {
  const t = useTranslations('games.poker-switch.player');
  const money = useMoney();
  return useMemo(() => ({ t, money }) satisfies PsWords, [t, money]);
}

/** The Poker Switch picture of the player view: the round, the player's pairs and stakes, the settings. */
export function usePs(s: PsTableState): { h: PsRound | null; my: MyPs; rules: PokerSwitchRules; seats: SeatView[] } {
  const rules = useMemo(() => psRules(s.table?.rules), [s.table?.rules]);
  const h = useMemo(() => psRound(s.round), [s.round]);
  const seats = s.seats?.seats ?? [];
  const my = myPs(h, seats, s.me?.id ?? null, s.bets);
  return { h, my, rules, seats };
}

type Size = 'sm' | 'md';

const NONE: ReadonlySet<string> = new Set();

/** A face-down card. */
function CardBack({ size, overlap }: { size: Size; overlap?: boolean }) {
  const { t } = usePsWords();
  const dims = size === 'sm' ? 'h-12 w-9' : 'h-20 w-14';
  return (
    <div
      role="img"
      aria-label={t('felt.faceDown')}
      className={`shrink-0 rounded-md border border-white/40 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_4px,#991b1b_4px_8px)] shadow ${dims} ${overlap ? OVERLAP[size] : ''}`}
    />
  );
}

/** How much the face-down cards overlap (four in the width of about two and a half). */
const OVERLAP: Record<Size, string> = { sm: '-ml-[19px]', md: '-ml-7' };

/**
 * Five cards of a hand: the four face-down ones fanned (faces when the player may see them, backs
 * otherwise, empty slots before they are dealt) and the fifth apart, ringed as the public card (§PS-2);
 * after a switch the fifth is the partner's, marked ⇄ (§PS-3).
 */
function FiveCards({
  hole,
  holeDealt,
  fifth,
  switched,
  dealing,
  size,
  best,
  testId,
}: {
  hole: readonly string[];
  holeDealt: number;
  fifth: string | null;
  switched: boolean;
  dealing: number | null;
  size: Size;
  best: ReadonlySet<string>;
  testId: string;
}) {
  const { t } = usePsWords();
  return (
    <div data-testid={testId} data-cards={[...hole, fifth ?? ''].join(' ').trim()} className="flex items-end">
      <div className="flex items-end">
        {Array.from({ length: 4 }, (_, i) => {
          const overlap = i > 0;
          if (i < holeDealt && hole[i])
            return (
              <div key={i} className={`shrink-0 ${overlap ? OVERLAP[size] : ''}`}>
                <PlayingCard code={hole[i]!} size={size} corner highlight={best.has(hole[i]!)} />
              </div>
            );
          if (i < holeDealt) return <CardBack key={i} size={size} overlap={overlap} />;
          return (
            <div key={i} className={`shrink-0 ${overlap ? OVERLAP[size] : ''}`}>
              <CardSlot size={size} active={dealing === i + 1} />
            </div>
          );
        })}
      </div>
      <div
        className="relative ml-1 shrink-0 sm:ml-1.5"
        title={switched ? t('felt.fifthSwitched') : t('felt.fifth')}
        data-testid={`${testId}-fifth`}
        data-switched={switched ? 'true' : 'false'}
      >
        <span
          className={`absolute -top-3.5 left-1/2 z-10 -translate-x-1/2 whitespace-nowrap rounded px-1 text-[9px] font-bold leading-tight ${switched ? 'bg-sky-400 text-ink' : 'bg-white/80 text-ink'}`}
        >
          {switched ? '⇄ 5' : '5'}
        </span>
        {fifth ? (
          <div className="rounded-md ring-2 ring-sky-300/80">
            <PlayingCard code={fifth} size={size} highlight={best.has(fifth)} />
          </div>
        ) : (
          <CardSlot size={size} active={dealing === 5} />
        )}
      </div>
    </div>
  );
}

/** The dealer's five (four face down until every player has decided, §PS-2), qualification (§PS-5) and the buy (§PS-6). */
function DealerHand({ h, size }: { h: PsRound; size: Size }) {
  const { t } = usePsWords();
  const d = h.view.dealer;
  const n = h.next;
  const dealing = n?.kind === 'card' && n.to === 'dealer' ? n.position : null;
  const text = dealerText(t, h.view);
  const best = NONE;
  const drawing = n?.kind === 'card' && n.to === 'dealer-replacement' ? n : null;
  return (
    <div
      data-testid="ps-dealer"
      data-hidden={d.hidden ? 'true' : 'false'}
      data-qualifies={d.qualifies === null ? '' : String(d.qualifies)}
      className="flex flex-col items-center gap-1.5"
    >
      <span className="text-[10px] uppercase tracking-[0.3em] text-white/55">{t('felt.dealer')}</span>
      <FiveCards
        hole={d.hole}
        holeDealt={d.holeDealt}
        fifth={d.up}
        switched={false}
        dealing={dealing}
        size={size}
        best={best}
        testId="ps-dealer-cards"
      />
      {text && (
        <p data-testid="ps-dealer-hand" className="text-center text-sm">
          {d.hidden || !d.hand ? (
            <span className="text-white/50">{text}</span>
          ) : (
            <>
              <span className="font-semibold text-white">{handName(t, d.hand)}</span>{' '}
              {d.qualifies !== null && (
                <span
                  data-testid="ps-dealer-qualifies"
                  className={`rounded px-1.5 py-0.5 text-xs font-semibold text-white ${d.qualifies ? 'bg-emerald-600/70' : 'bg-orange-700/70'}`}
                >
                  {d.qualifies ? t('dealer.qualifies') : t('dealer.noGame')}
                </span>
              )}
            </>
          )}
        </p>
      )}
      {(d.buy || drawing) && (
        <div data-testid="ps-dealer-buy" className="flex flex-col items-center gap-1 text-xs text-white/75">
          <span className="text-center text-white/60">{t('dealer.buyTitle')}</span>
          <div className="flex flex-wrap items-center justify-center gap-1">
            {(d.buy?.discard ?? (drawing ? drawing.discard : null)) && (
              <span className="flex items-center gap-1" title={t('dealer.discarded')}>
                <span className="opacity-50 line-through">
                  <PlayingCard code={(d.buy?.discard ?? drawing?.discard)!} size="sm" />
                </span>
                <span aria-hidden>→</span>
              </span>
            )}
            {(d.buy?.drawn ?? []).map((c, i) => (
              <PlayingCard key={`${c}-${i}`} code={c} size="sm" />
            ))}
            {drawing && <CardSlot size="sm" active />}
          </div>
          {d.buy?.hand && (
            <p data-testid="ps-dealer-after-buy" className="text-sm">
              <span className="font-semibold text-white">{handName(t, d.buy.hand)}</span>{' '}
              {d.buy.qualifies !== null && (
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-semibold text-white ${d.buy.qualifies ? 'bg-emerald-600/70' : 'bg-orange-700/70'}`}
                >
                  {d.buy.qualifies ? t('dealer.qualifies') : t('dealer.noGame')}
                </span>
              )}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

const RESULT_TONE: Record<string, string> = {
  WON: 'bg-brass/20 text-brass',
  LOST: 'bg-black/40 text-gray-300',
  PUSH: 'bg-gray-300/10 text-gray-100',
  VOID: 'bg-orange-900/30 text-orange-200',
};

/** A stake on a box: name and amount, and once settled what happened to it. */
function Stake({ name, cents, outcome, testId }: { name: string; cents: number; outcome?: PsOutcome; testId: string }) {
  const w = usePsWords();
  if (cents <= 0 && !outcome) return null;
  return (
    <li
      data-testid={testId}
      data-amount={cents}
      data-status={outcome?.status ?? 'OPEN'}
      data-net={outcome?.net ?? ''}
      className={`flex items-baseline justify-between gap-1 rounded px-1 ${outcome ? (RESULT_TONE[outcome.status] ?? '') : ''}`}
    >
      <span className="truncate">{name}</span>
      <span className="whitespace-nowrap font-mono">{outcome ? betOutcomeText(w, outcome) : w.money.plain(cents)}</span>
    </li>
  );
}

/** One box: its cards, the hand it plays, the Bonus on the original five, its stakes, decision and result. */
function Box({
  s,
  h,
  b,
  boxNo,
  mine,
  myBox,
  outcomes,
  rules,
  size,
  betting,
}: {
  s: PsTableState;
  h: PsRound;
  b: PsBoxView | null;
  boxNo: number;
  mine: boolean;
  myBox: MyBox | null;
  outcomes: PsOutcome[];
  rules: PokerSwitchRules;
  size: Size;
  betting: boolean;
}) {
  const w = usePsWords();
  const { t, money } = w;
  const n = h.next;
  const dealing = n?.kind === 'card' && n.to === 'box' && n.box === boxNo ? n.position : null;
  const acting = n?.kind === 'decision' && n.box === boxNo;
  const result = h.result?.boxes.find((x) => x.box === boxNo) ?? null;
  const known = !!b && !b.hidden && b.holeDealt > 0;
  // Every card of a five-card hand plays: nothing to ring.
  const best = NONE;
  const decision = b ? boxDecisionText(w, b) : null;
  const buy = b ? buyText(t, b) : null;
  const bonus = b && (mine || h.complete) ? bonusText(w, b, rules) : null;
  const ante = myBox?.ante ?? b?.ante ?? 0;
  const bonusStake = myBox?.bonus ?? b?.bonus ?? 0;
  const of = (type: string) => outcomes.find((o) => o.type === type && o.box === boxNo);
  const canBet = betting && mine && !s.busy;
  const anteBets = myBox?.antes ?? [];
  const bonusBets = myBox?.bonuses ?? [];
  return (
    <div
      data-testid={`ps-box-${boxNo}`}
      data-box={boxNo}
      data-mine={mine ? 'true' : 'false'}
      data-acting={acting ? 'true' : 'false'}
      data-decision={b?.decision ?? ''}
      data-hidden={b?.hidden ? 'true' : 'false'}
      className={`flex min-w-0 flex-col items-center gap-1 rounded-xl border px-1 pb-1.5 pt-1 ${acting ? 'border-brass bg-black/30 shadow-[0_0_18px_rgba(201,162,39,0.35)]' : 'border-white/10 bg-black/15'}`}
    >
      <div className="flex w-full items-center justify-between px-0.5 text-[10px] uppercase tracking-[0.15em] text-white/50">
        <span>{t('felt.box', { box: boxNo })}</span>
        {b?.switched && (
          <span className="rounded bg-sky-500/30 px-1 tracking-normal text-sky-100">{t('felt.switched')}</span>
        )}
      </div>
      <div className={`pt-3 ${h.status === 'BETTING' || h.status === 'NONE' ? 'hidden' : ''}`}>
        <FiveCards
          hole={b?.hole ?? []}
          holeDealt={b?.holeDealt ?? 0}
          fifth={b ? (b.plays ?? b.up) : null}
          switched={!!b?.switched && !!b.plays && b.plays !== b.up}
          dealing={dealing}
          size={size}
          best={best}
          testId={`ps-box-cards-${boxNo}`}
        />
      </div>
      {known && b.playing && (
        <p
          data-testid={`ps-box-hand-${boxNo}`}
          data-category={b.playing.category}
          className="text-center text-xs font-semibold leading-tight text-brass sm:text-sm"
        >
          {handName(t, b.playing)}
        </p>
      )}
      {mine && b?.hidden && b.holeDealt > 0 && (
        <p className="text-center text-[10px] leading-tight text-white/50">{t('felt.yoursLater')}</p>
      )}
      {bonus && (b?.bonus ?? 0) + bonusStake > 0 && (
        <p data-testid={`ps-box-bonus-${boxNo}`} className="text-center text-[10px] leading-tight text-violet-200">
          {bonus}
        </p>
      )}
      {acting && <span className="animate-pulse text-[11px] font-semibold text-brass">{t('felt.deciding')}</span>}
      {decision && (
        <span
          data-testid={`ps-box-decision-${boxNo}`}
          className={`rounded px-1.5 text-[11px] font-semibold ${b?.decision === 'BET' ? 'bg-emerald-600/60 text-white' : 'bg-black/50 text-white/70'}`}
        >
          {decision}
        </span>
      )}
      {buy && (
        <span data-testid={`ps-box-buy-${boxNo}`} className="text-[11px] text-white/70">
          {buy}
        </span>
      )}
      {result && result.decision === 'BET' && (
        <span
          data-testid={`ps-box-outcome-${boxNo}`}
          data-outcome={result.boughtOutcome ?? result.outcome}
          className="text-center text-[11px] font-semibold text-white"
        >
          {outcomeText(t, result)}
        </span>
      )}

      {/* The stakes: the spots while betting (the player's own boxes), then the list with each result. */}
      {betting && mine ? (
        <div className="grid w-full grid-cols-2 gap-1">
          {(['ANTE', 'BONUS'] as const).map((type) => {
            const cents = type === 'ANTE' ? ante : bonusStake;
            const blocked = type === 'BONUS' && ante === 0;
            const list = type === 'ANTE' ? anteBets : bonusBets;
            return (
              <div key={type} className="relative min-w-0">
                <button
                  type="button"
                  data-testid={`ps-spot-${type}-${boxNo}`}
                  data-amount={cents}
                  disabled={!canBet || blocked}
                  title={type === 'ANTE' ? t('spot.anteTitle') : blocked ? t('spot.needAnte') : t('spot.bonusTitle')}
                  aria-label={t('spot.bet', { amount: money(s.chip), name: t(`bet.${type}`) })}
                  onClick={() =>
                    void (type === 'ANTE'
                      ? s.anteOnPair(myBox?.pair ?? Math.ceil(boxNo / 2), s.chip)
                      : s.place({ type: 'BONUS', box: boxNo }, s.chip))
                  }
                  className={`flex h-14 w-full touch-manipulation flex-col items-center justify-center rounded-lg border-2 px-0.5 text-center leading-tight ${type === 'ANTE' ? 'border-brass/60 bg-emerald-950/60 text-brass' : 'border-violet-300/40 bg-violet-950/60 text-violet-100'} ${canBet && !blocked ? 'cursor-pointer hover:brightness-125' : 'cursor-default opacity-60'}`}
                >
                  <span className="text-[10px] font-semibold uppercase">{t(`bet.${type}`)}</span>
                  <span data-testid={`ps-spot-total-${type}-${boxNo}`} className="font-mono text-xs text-white">
                    {cents > 0 ? money.plain(cents) : '—'}
                  </span>
                </button>
                {cents > 0 && canBet && (
                  <button
                    type="button"
                    aria-label={t('spot.takeBack', { name: t(`bet.${type}`) })}
                    onClick={() => {
                      const last = list[list.length - 1];
                      if (last) void s.remove(last.id);
                    }}
                    className="absolute -right-1 -top-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-black/70 text-[10px] text-white/70 ring-1 ring-white/20 hover:bg-red-700 hover:text-white"
                  >
                    ✕
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <ul className="w-full space-y-0.5 text-[10px] text-white/75 sm:text-[11px]">
          <Stake name={t('bet.ANTE')} cents={ante} outcome={of('ANTE')} testId={`ps-stake-ANTE-${boxNo}`} />
          <Stake
            name={t('bet.BET')}
            cents={myBox?.bet ?? (b?.decision === 'BET' ? 2 * (b?.ante ?? 0) : 0)}
            outcome={of('BET')}
            testId={`ps-stake-BET-${boxNo}`}
          />
          <Stake
            name={t('bet.INSURANCE')}
            cents={myBox?.insurance ?? b?.insurance ?? 0}
            outcome={of('INSURANCE')}
            testId={`ps-stake-INSURANCE-${boxNo}`}
          />
          <Stake name={t('bet.BONUS')} cents={bonusStake} outcome={of('BONUS')} testId={`ps-stake-BONUS-${boxNo}`} />
        </ul>
      )}
    </div>
  );
}

/** One pair (a seat, §PS-0): who plays it, taking or leaving it, its two boxes side by side, the switch and the fee. */
function Pair({
  s,
  h,
  my,
  pair,
  rules,
  seats,
  wide,
}: {
  s: PsTableState;
  h: PsRound;
  my: MyPs;
  pair: number;
  rules: PokerSwitchRules;
  seats: readonly SeatView[];
  wide: boolean;
}) {
  const w = usePsWords();
  const { t, money } = w;
  const owner = pairOwner(seats, pair);
  const mine = my.pairs.includes(pair);
  const pv = pairView(h.view, pair);
  const [lo, hi] = pairBoxes(h.view, pair);
  const isPlayer = s.me?.role === 'PLAYER';
  const betting = s.bettingOpen && h.status === 'BETTING' && s.link !== 'lost';
  const outcomes = mine ? psOutcomes(s.bets, [pair]) : [];
  const fee = outcomes.find((o) => o.type === 'SWITCH_FEE');
  const turn = pv?.turn ?? false;
  const size: Size = mine && wide ? 'md' : 'sm';
  const canTake = isPlayer && !owner && my.pairs.length < 2 && s.seats !== null && !s.busy;
  const inPlay = mine && s.bets.some((b) => b.seat === pair && b.status === 'OPEN');
  const unequal = my.unequal.includes(pair);
  const playOrder = pv ? h.view.playOrder.indexOf(pair) : -1;
  return (
    <section
      data-testid={`ps-pair-${pair}`}
      data-pair={pair}
      data-mine={mine ? 'true' : 'false'}
      data-occupied={owner ? 'true' : 'false'}
      data-turn={turn ? 'true' : 'false'}
      data-switched={pv?.switched ? 'true' : 'false'}
      className={`min-w-0 rounded-2xl border-2 p-1.5 sm:p-2 ${turn ? 'border-brass' : mine ? 'border-sky-400/70 bg-sky-950/20' : owner ? 'border-white/20 bg-black/10' : 'border-dashed border-white/15'}`}
    >
      <header className="mb-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-0.5">
        <div className="min-w-0 text-xs">
          <span className="font-semibold uppercase tracking-[0.15em] text-white/70">
            {t('felt.pair', { pair, lo: 2 * pair - 1, hi: 2 * pair })}
          </span>{' '}
          <span
            data-testid={`ps-pair-owner-${pair}`}
            className={`truncate ${mine ? 'text-sky-200' : owner ? 'text-white' : 'text-white/40'}`}
          >
            · {mine ? t('felt.you') : owner ? owner.username : s.seats ? t('felt.free') : '…'}
          </span>
          {!mine && owner && owner.main > 0 && (
            <span data-testid={`ps-pair-stakes-${pair}`} className="ml-1 font-mono text-white/60">
              · {money(owner.main)}
            </span>
          )}
          {playOrder >= 0 && h.view.playOrder.length > 1 && (
            <span className="ml-1 text-white/45">· {t('felt.order', { n: playOrder + 1 })}</span>
          )}
        </div>
        <div className="flex items-center gap-1.5">
          {pv && pv.switches > 0 && (
            <span
              data-testid={`ps-pair-fee-${pair}`}
              className="rounded bg-sky-900/60 px-1.5 text-[10px] text-sky-100"
              title={t('felt.feeTitle')}
            >
              {fee
                ? `${t('bet.SWITCH_FEE')}: ${betOutcomeText(w, fee)}`
                : pv.switched
                  ? t('felt.feePaid', { fee: money(pv.fee) })
                  : t('felt.feeBack', { fee: money(pv.fee) })}
            </span>
          )}
          {canTake && (
            <button
              type="button"
              data-testid={`btn-take-pair-${pair}`}
              onClick={() => void s.takeSeat(pair)}
              className="rounded-full border border-brass/60 bg-brass/10 px-3 py-1 text-xs font-semibold text-brass hover:bg-brass hover:text-ink"
            >
              {my.pairs.length ? t('felt.takeSecond') : t('felt.take')}
            </button>
          )}
          {mine && owner && betting && !inPlay && (
            <button
              type="button"
              data-testid={`btn-leave-pair-${pair}`}
              disabled={s.busy}
              onClick={() => void s.leaveSeat(pair)}
              className="rounded-full border border-white/20 px-2.5 py-0.5 text-[11px] text-white/70 hover:border-red-400 hover:text-red-200 disabled:opacity-40"
            >
              {t('felt.leave')}
            </button>
          )}
        </div>
      </header>
      {unequal && betting && (
        <p data-testid={`ps-pair-unequal-${pair}`} className="mb-1 text-center text-[11px] text-orange-300">
          {t('felt.unequal')}
        </p>
      )}
      <div className="grid grid-cols-2 gap-1 sm:gap-1.5">
        {/* Box 2k-1 on the right (pair 1 is the right-hand end of the table, §PS-0): the higher box first. */}
        {(
          [
            [hi, 2 * pair],
            [lo, 2 * pair - 1],
          ] as const
        ).map(([b, no]) => (
          <Box
            key={no}
            s={s}
            h={h}
            b={b}
            boxNo={no}
            mine={mine}
            myBox={my.boxes.get(no) ?? null}
            outcomes={outcomes}
            rules={rules}
            size={size}
            betting={betting}
          />
        ))}
      </div>
      {owner && !pv && h.status !== 'BETTING' && resultBoxes(h.result, pair).length === 0 && (
        <p className="pt-1 text-center text-[10px] text-white/40">{t('felt.notPlaying')}</p>
      )}
    </section>
  );
}

/** Before the table's first round: the pairs still show (a player takes theirs). */
const NO_ROUND: PsRound = psRound({
  id: '',
  status: 'NONE',
  view: {},
  result: null,
  next: null,
  decisionDeadline: null,
})!;

/** The player's results of the round: net per box and for the round. */
function RoundNet({ s, my }: { s: PsTableState; my: MyPs }) {
  const w = usePsWords();
  const { t, money } = w;
  const outcomes = psOutcomes(s.bets, my.pairs);
  if (!outcomes.length) return null;
  const total = outcomes.reduce((a, o) => a + o.net, 0);
  return (
    <div
      data-testid="ps-round-net"
      data-net={total}
      className="mx-auto flex w-fit items-baseline gap-2 rounded-xl border border-white/15 bg-black/40 px-4 py-1.5"
    >
      <span className="text-[10px] uppercase tracking-[0.2em] text-white/60">{t('result.round')}</span>
      <span
        className={`font-mono text-lg font-semibold ${total > 0 ? 'text-brass' : total < 0 ? 'text-red-300' : 'text-white'}`}
      >
        {money.signed(total)}
      </span>
    </div>
  );
}

/**
 * The Poker Switch felt (RULES.md §PS): the dealer's five (four face down until every player has decided,
 * the fifth up), qualification before and after a buy with the replacement cards; the table's pairs (pair
 * 1 at the right-hand end) with the player's own first on phones and side by side from md up, each box's
 * cards with the fifth marked (⇄ after a switch), the hand it plays, the Bonus on the original five, the
 * stakes (the Ante and Bonus spots while betting), the decision, the buy and the result per bet.
 */
export function PsBoard({ s, wide }: { s: PsTableState; wide: boolean }) {
  const w = usePsWords();
  const { t } = w;
  const { h, my, rules, seats } = usePs(s);
  const pairs = [...pairNumbers(rules.boxPairs, s.seats?.seatCount ?? null)].reverse();
  const mine = pairs.filter((p) => my.pairs.includes(p));
  const others = pairs.filter((p) => !my.pairs.includes(p));
  return (
    <div className="flex flex-col gap-3">
      {h?.voided && (
        <div
          data-testid="round-voided"
          className="mx-auto w-fit rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
        >
          {s.round?.voidReason ? t('felt.voidedReason', { reason: s.round.voidReason }) : t('felt.voided')}
        </div>
      )}
      {h && !h.voided && h.status !== 'BETTING' && <DealerHand h={h} size={wide ? 'md' : 'sm'} />}
      <div className="flex flex-col items-center gap-0.5">
        <p data-testid="ps-status" className="text-center text-sm tracking-wide text-white/75">
          {statusText(w, h, my, seats)}
        </p>
        <p className="hidden text-center text-[10px] uppercase tracking-[0.3em] text-white/25 md:block">
          {t('felt.tagline')}
        </p>
      </div>
      {/* The player's pairs side by side, large; the table's other pairs in a row below, small. Pair 1 is the
          right-hand end of the table (§PS-0): the higher pair comes first, left to right. */}
      {[mine, others].map((list, i) =>
        list.length ? (
          <div
            key={i}
            data-testid={i === 0 ? 'ps-my-pairs' : 'ps-other-pairs'}
            className={`grid gap-2 ${i === 0 ? (list.length > 1 ? 'lg:grid-cols-2' : 'mx-auto w-full max-w-xl') : list.length > 2 ? 'sm:grid-cols-2 xl:grid-cols-3' : list.length > 1 ? 'sm:grid-cols-2' : 'mx-auto w-full max-w-md'}`}
          >
            {list.map((p) => (
              <Pair key={p} s={s} h={h ?? NO_ROUND} my={my} pair={p} rules={rules} seats={seats} wide={wide} />
            ))}
          </div>
        ) : null,
      )}
      <RoundNet s={s} my={my} />
    </div>
  );
}
