/**
 * The Poker Switch player view's pure helpers (RULES.md §PS): the table's settings, the round as the view
 * reads it, the signed-in player's pairs (seats) and stakes per box (from the seat board and their own bets:
 * the public view names no player), the switch preview (both resulting hands), the insurance range, the
 * buy offer, the result per bet, and the lines of words the felt shows. Words come from the
 * `games.poker-switch.player` messages (`t`), amounts from `money`.
 */
import type { Money, Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { MyBet } from '@/components/player/use-player-table';
import { DEFAULT_PS_RULES, parsePokerSwitchRules, type PokerSwitchRules } from '@/lib/games/poker-switch/rules';
import type { Ratio } from '@/lib/games/poker-switch/paytables';
import {
  readPsNext,
  readPsResult,
  readPsView,
  type PsBoxResult,
  type PsBoxView,
  type PsHandView,
  type PsNext,
  type PsPairView,
  type PsResult,
  type PsView,
} from './view';

/** The words of the player view: `t` of `games.poker-switch.player` and money in the player's language. */
export interface PsWords {
  t: Translate;
  money: Money;
}

/** The bets a player places (§PS-1, §PS-7), per box. */
export const PS_PLACED = ['ANTE', 'BONUS'] as const;
/** Every bet type a player can hold, in the order a box's results are listed (the fee is the pair's, §PS-3). */
export const PS_RESULT_TYPES = ['ANTE', 'BET', 'INSURANCE', 'BONUS', 'SWITCH_FEE'] as const;

// ---------------------------------------------------------------------------------------------
// The table's settings
// ---------------------------------------------------------------------------------------------

/** The table's settings (lib/games/poker-switch/rules.ts); an unreadable setting reads as the default table. */
export function psRules(raw: Record<string, unknown> | null | undefined): PokerSwitchRules {
  const r = parsePokerSwitchRules(raw ?? {});
  return 'ok' in r ? { ...DEFAULT_PS_RULES } : r;
}

/** "3:1", "5:2" (a ratio a:b, §C-3). */
export const ratioText = ([a, b]: Ratio): string => `${a}:${b}`;

/** Winnings of `stake` at `a:b`, rounded down to the cent (§C-3). */
export const winOf = (stake: number, [a, b]: Ratio): number => Math.floor((stake * a) / b);

// ---------------------------------------------------------------------------------------------
// The round
// ---------------------------------------------------------------------------------------------

/** A Poker Switch round as the player view reads it. */
export interface PsRound {
  id: string;
  status: string;
  view: PsView;
  next: PsNext | null;
  result: PsResult | null;
  /** The running timer's deadline (a pair's turn or the buy window), ISO; null when none runs. */
  deadline: string | null;
  complete: boolean;
  voided: boolean;
}

export function psRound(
  round: Pick<PublicRound, 'id' | 'status' | 'view' | 'result' | 'next' | 'decisionDeadline'> | null,
): PsRound | null {
  if (!round) return null;
  const voided = round.status === 'VOIDED';
  const result = voided ? null : readPsResult(round.result);
  const live = round.status === 'BETTING' || round.status === 'DEALING' || round.status === 'COMPLETE';
  const next = live ? readPsNext(round.next) : null;
  const timed = next?.kind === 'decision' || next?.kind === 'buy';
  return {
    id: round.id,
    status: round.status,
    view: readPsView(round.view),
    next,
    result,
    deadline: timed ? round.decisionDeadline : null,
    complete: !!result && (round.status === 'COMPLETE' || round.status === 'SETTLED'),
    voided,
  };
}

/** The pairs (seats) of the table, 1..boxPairs (§PS-0: pair k = boxes 2k-1 and 2k). */
export function pairNumbers(boxPairs: number, seatCount?: number | null): number[] {
  const n = Math.max(1, Math.min(boxPairs, seatCount ?? boxPairs));
  return Array.from({ length: n }, (_, i) => i + 1);
}

export const boxesOf = (pair: number): [number, number] => [2 * pair - 1, 2 * pair];

// ---------------------------------------------------------------------------------------------
// The signed-in player
// ---------------------------------------------------------------------------------------------

/** One of the player's boxes: the stakes placed and taken by decisions, cents. */
export interface MyBox {
  box: number;
  pair: number;
  ante: number;
  bonus: number;
  bet: number;
  insurance: number;
  antes: MyBet[];
  bonuses: MyBet[];
  bets: MyBet[];
}

export interface MyPs {
  /** The pairs the player sits at (seat board), and any pair their bets are on, ascending. */
  pairs: number[];
  boxes: Map<number, MyBox>;
  /** Pairs whose two Antes differ (§PS-1: they will not play). */
  unequal: number[];
  /** The turn is one of the player's pairs (§PS-3). */
  turn: Extract<PsNext, { kind: 'decision' }> | null;
  /** The player's boxes still to answer the buy (§PS-6). */
  buying: { box: number; seat: number; hand: 1 | 2 }[];
  /** Everything the player has at stake this round, cents. */
  staked: number;
}

const sum = (list: readonly MyBet[]) => list.reduce((a, b) => a + b.amount, 0);
const boxOfBet = (b: MyBet): number | null => (typeof b.spec?.box === 'number' ? b.spec.box : null);

/** The player's pairs, stakes per box and what the round awaits from them. */
export function myPs(h: PsRound | null, seats: readonly SeatView[], meId: string | null, bets: readonly MyBet[]): MyPs {
  const live = bets.filter((b) => b.status !== 'CANCELLED' && (!h || b.roundId === h.id));
  const fromSeats = meId ? seats.filter((x) => x.userId === meId).map((x) => x.seat) : [];
  const fromBets = live.map((b) => b.seat).filter((x): x is number => typeof x === 'number');
  const pairs = [...new Set([...fromSeats, ...fromBets])].sort((a, b) => a - b);
  const boxes = new Map<number, MyBox>();
  for (const pair of pairs)
    for (const box of boxesOf(pair)) {
      const of = (type: string) => live.filter((b) => b.type === type && boxOfBet(b) === box);
      const antes = of('ANTE');
      const bonuses = of('BONUS');
      const betBets = of('BET');
      boxes.set(box, {
        box,
        pair,
        ante: sum(antes),
        bonus: sum(bonuses),
        bet: sum(betBets),
        insurance: sum(of('INSURANCE')),
        antes,
        bonuses,
        bets: betBets,
      });
    }
  const unequal = pairs.filter((p) => {
    const [a, b] = boxesOf(p).map((x) => boxes.get(x)?.ante ?? 0);
    return (a! > 0 || b! > 0) && a !== b;
  });
  const n = h?.next ?? null;
  const turn = n?.kind === 'decision' && pairs.includes(n.seat) ? n : null;
  const buying = n?.kind === 'buy' ? n.boxes.filter((b) => pairs.includes(b.seat)) : [];
  return { pairs, boxes, unequal, turn, buying, staked: sum(live) };
}

// ---------------------------------------------------------------------------------------------
// Hands
// ---------------------------------------------------------------------------------------------

/** "Full house", "Pair", ... (the hand category's name); '' without a hand. */
export function handName(t: Translate, hand: Pick<PsHandView, 'category'> | null): string {
  return hand ? t(`hands.${hand.category}`) : '';
}

/** The five cards' ranks in ranking order, "A A K 9 7" (10 as the cards show it). */
export function handRanks(hand: Pick<PsHandView, 'cards'> | null): string {
  return (hand?.cards ?? []).map((c) => (c[0] === 'T' ? '10' : (c[0] ?? ''))).join(' ');
}

/** The pair's two boxes, lower first, from the view (null when a box is not in play). */
export function pairBoxes(view: PsView, pair: number): [PsBoxView | null, PsBoxView | null] {
  const [lo, hi] = boxesOf(pair);
  return [view.boxes.find((b) => b.box === lo) ?? null, view.boxes.find((b) => b.box === hi) ?? null];
}

/**
 * The switch toggle's preview (§PS-3): the hands both boxes play now and the hands the other choice
 * gives (`ifToggled`), and what the toggle costs (the fee, 2 Antes) or refunds. Null while the cards are
 * not all known to the player.
 */
export interface SwitchPreview {
  switched: boolean;
  fee: number;
  now: [PsHandView, PsHandView];
  toggled: [PsHandView, PsHandView];
  /** The fifth cards that move. */
  fifths: [string, string];
}

export function switchPreview(view: PsView, pair: number): SwitchPreview | null {
  const [a, b] = pairBoxes(view, pair);
  const p = view.pairs.find((x) => x.seat === pair);
  if (!a || !b || !p || !a.playing || !b.playing || !a.ifToggled || !b.ifToggled || !a.up || !b.up) return null;
  return {
    switched: p.switched,
    fee: p.fee,
    now: [a.playing, b.playing],
    toggled: [a.ifToggled, b.ifToggled],
    fifths: [a.up, b.up],
  };
}

/** Whether a hand is better than another (the evaluator's values order hands). */
export const better = (x: PsHandView, y: PsHandView): boolean => x.value > y.value;

// ---------------------------------------------------------------------------------------------
// Insurance (§PS-4)
// ---------------------------------------------------------------------------------------------

/** An insurance amount held to the allowed range, in whole cents. */
export function clampInsurance(amount: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(amount)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.round(amount)));
}

/** The slider's step: one currency unit when the range is in whole units, else a cent. */
export function insuranceStep(range: { min: number; max: number }): number {
  return range.min % 100 === 0 && range.max % 100 === 0 ? 100 : 1;
}

// ---------------------------------------------------------------------------------------------
// What a box shows
// ---------------------------------------------------------------------------------------------

/** "Bet", "Folded", "Folded: the time ran out", "Bet · insured €20.00" (null before the decision). */
export function boxDecisionText(w: PsWords, b: Pick<PsBoxView, 'decision' | 'timeout' | 'insurance'>): string | null {
  const { t, money } = w;
  if (!b.decision) return null;
  if (b.decision === 'FOLD') return b.timeout ? t('decision.foldTimeout') : t('decision.fold');
  return b.insurance > 0 ? t('decision.betInsured', { amount: money(b.insurance) }) : t('decision.bet');
}

/** "Bought a game", "No buy", "No buy: the time ran out"; null before the answer. */
export function buyText(t: Translate, b: Pick<PsBoxView, 'buy' | 'buyTimeout'>): string | null {
  if (!b.buy) return null;
  if (b.buy === 'BUY') return t('buy.bought');
  return b.buyTimeout ? t('buy.noBuyTimeout') : t('buy.noBuy');
}

/** The Bonus on the original five (§PS-7): "Bonus: Flush · 50:1" or "Bonus: no win"; null before it is known. */
export function bonusText(
  w: PsWords,
  box: Pick<PsBoxView, 'original' | 'bonusHand' | 'bonus'>,
  rules: PokerSwitchRules,
): string | null {
  const { t, money } = w;
  if (!box.original) return null;
  if (!box.bonusHand) return t('bonus.none');
  const ratio = rules.bonusPaytable[box.bonusHand];
  return box.bonus > 0
    ? t('bonus.winsAmount', {
        hand: t(`hands.${box.bonusHand}`),
        ratio: ratioText(ratio),
        amount: money(winOf(box.bonus, ratio)),
      })
    : t('bonus.wins', { hand: t(`hands.${box.bonusHand}`), ratio: ratioText(ratio) });
}

/** How a box stands against the dealer at the end (§PS-5, §PS-6), in words. */
export function outcomeText(
  t: Translate,
  r: Pick<PsBoxResult, 'outcome' | 'boughtOutcome' | 'buy' | 'switched'>,
): string {
  if (r.outcome === 'FOLD') return t('outcome.FOLD');
  if (r.buy === 'BUY' && r.boughtOutcome) return t(`outcome.bought.${r.boughtOutcome}`);
  if (r.outcome === 'WIN') return r.switched ? t('outcome.WIN_SWITCHED') : t('outcome.WIN');
  return t(`outcome.${r.outcome}`);
}

/** The dealer's hand in words: face down, its name and whether it qualifies (ace-king, §PS-5). */
export function dealerText(t: Translate, view: PsView): string {
  const d = view.dealer;
  if (d.hidden || !d.hand) return d.holeDealt > 0 ? t('dealer.hidden') : '';
  const q = d.qualifies === null ? '' : d.qualifies ? t('dealer.qualifies') : t('dealer.noGame');
  return q ? `${handName(t, d.hand)} · ${q}` : handName(t, d.hand);
}

// ---------------------------------------------------------------------------------------------
// Results per bet
// ---------------------------------------------------------------------------------------------

/** One settled bet type of a box (or the pair's fee): the stakes of its bets together, cents. */
export interface PsOutcome {
  type: string;
  /** The box; the fee's pair as 0 with `pair` set. */
  box: number;
  pair: number;
  status: string;
  stake: number;
  payout: number;
  net: number;
  cut: number;
}

/**
 * The player's settled bets per box (Ante, Bet, Insurance, Bonus) and per pair (the switch fee), in that
 * order; bets of a type summed (each chip placed is a bet), the status shared when they agree.
 */
export function psOutcomes(bets: readonly MyBet[], pairs: readonly number[]): PsOutcome[] {
  const done = bets.filter((b) => b.status !== 'OPEN' && b.status !== 'CANCELLED');
  const line = (type: string, box: number, pair: number, list: MyBet[]): PsOutcome[] => {
    if (!list.length) return [];
    const status = list.every((b) => b.status === list[0]!.status) ? list[0]!.status : 'MIXED';
    return [
      {
        type,
        box,
        pair,
        status,
        stake: sum(list),
        payout: list.reduce((a, b) => a + b.payout, 0),
        net: list.reduce((a, b) => a + b.net, 0),
        cut: list.reduce((a, b) => a + (b.payoutCut ?? 0), 0),
      },
    ];
  };
  return pairs.flatMap((pair) => [
    ...boxesOf(pair).flatMap((box) =>
      PS_RESULT_TYPES.filter((x) => x !== 'SWITCH_FEE').flatMap((type) =>
        line(
          type,
          box,
          pair,
          done.filter((b) => b.type === type && boxOfBet(b) === box),
        ),
      ),
    ),
    ...line(
      'SWITCH_FEE',
      0,
      pair,
      done.filter((b) => b.type === 'SWITCH_FEE' && b.seat === pair),
    ),
  ]);
}

/** "WON €20.00", "LOST €10.00", "PUSH · stake back", "VOID · back" (a cut by the maximum payout said). */
export function betOutcomeText(w: PsWords, o: Pick<PsOutcome, 'status' | 'payout' | 'stake' | 'cut' | 'net'>): string {
  const { t, money } = w;
  switch (o.status) {
    case 'WON':
      return o.cut > 0
        ? t('result.wonCut', { payout: money(o.payout), cut: money(o.cut) })
        : t('result.won', { payout: money(o.payout) });
    case 'LOST':
      return t('result.lost', { stake: money(o.stake) });
    case 'PUSH':
      return t('result.push');
    case 'VOID':
      return t('result.void');
    default:
      return t('result.net', { net: money.signed(o.net) });
  }
}

/** My bets' label: "Ante · box 3", "Bet · box 4", "Switch fee · pair 2". */
export function psBetLabel(t: Translate): (b: MyBet) => string {
  return (b) => {
    const name = (PS_RESULT_TYPES as readonly string[]).includes(b.type)
      ? t(`bet.${b.type}`)
      : b.type.charAt(0) + b.type.slice(1).toLowerCase().replace(/_/g, ' ');
    const box = boxOfBet(b);
    if (box !== null) return t('betOnBox', { bet: name, box });
    return typeof b.seat === 'number' ? t('betOnPair', { bet: name, pair: b.seat }) : name;
  };
}

// ---------------------------------------------------------------------------------------------
// What is happening now
// ---------------------------------------------------------------------------------------------

/** Who sits at a pair: "you", their name, or null when free. */
export function pairOwner(seats: readonly SeatView[], pair: number): SeatView | null {
  return seats.find((x) => x.seat === pair) ?? null;
}

/** The felt's status line. */
export function statusText(w: PsWords, h: PsRound | null, my: MyPs, seats: readonly SeatView[]): string {
  const { t, money } = w;
  if (!h) return t('status.noRound');
  if (h.voided) return t('status.voided');
  if (h.status === 'BETTING') {
    if (!my.pairs.length) return t('status.takePair');
    return my.staked > 0 ? t('status.betsIn', { amount: money(my.staked) }) : t('status.placeAntes');
  }
  if (h.status === 'SETTLED') return t('status.settled');
  const n = h.next;
  if (!n || n.kind === 'confirm') return h.complete ? t('status.complete') : t('status.dealing');
  if (n.kind === 'card') {
    if (n.to === 'box') return t('status.dealBox', { box: n.box, position: n.position });
    if (n.to === 'dealer') return t('status.dealDealer', { position: n.position });
    return t('status.replacement', { position: n.position });
  }
  if (n.kind === 'decision') {
    if (my.turn) return t('status.yourTurn', { pair: n.seat });
    const who = pairOwner(seats, n.seat)?.username;
    return who ? t('status.pairDecides', { pair: n.seat, who }) : t('status.pairDecidesAnon', { pair: n.seat });
  }
  if (n.kind === 'buy') return my.buying.length ? t('status.yourBuy') : t('status.othersBuy');
  return t('status.dealing');
}

/** Whether the player has something to decide now (a turn of one of their pairs or a buy answer). */
export const deciding = (my: MyPs): boolean => my.turn !== null || my.buying.length > 0;

/** Names the decision awaited (the "your turn" sound plays once per key). */
export function turnKey(h: PsRound | null, my: MyPs): string {
  if (!h) return '';
  if (my.turn) return `turn:${h.id}:${my.turn.seat}:${my.turn.box}`;
  if (my.buying.length) return `buy:${h.id}`;
  return '';
}

/** Boxes of the result for one pair. */
export const resultBoxes = (r: PsResult | null, pair: number): PsBoxResult[] =>
  (r?.boxes ?? []).filter((b) => b.seat === pair);

/** A pair in the view (null when it does not play). */
export const pairView = (view: PsView, pair: number): PsPairView | null =>
  view.pairs.find((p) => p.seat === pair) ?? null;
