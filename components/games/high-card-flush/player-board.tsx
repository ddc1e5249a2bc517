'use client';

import { useMemo } from 'react';
import { money } from '@/lib/client/api';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { HighCardFlushRules } from '@/lib/games/high-card-flush/rules';
import { CardSlot, PlayingCard } from '@/components/ui/playing-card';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import { ChipStack } from '@/components/ui/chips';
import { signedMoney } from '@/components/player/format';
import { HcfOfferPrompt, HcfPlayPanel, HcfResults, SuitGroups } from './player-controls';
import {
  bankFeeOf,
  betOutcome,
  coverState,
  decisionText,
  describeFlush,
  dpHandRows,
  dpStatusText,
  HCF_SEAT_NUMBERS,
  handVerdict,
  hcfRound,
  hcfRules,
  myHcf,
  rakeText,
  rotationLog,
  seatName,
  settlementOf,
  type HcfRound,
  type MyHcf,
} from './player-format';
import type { HcfTableState } from './use-hcf-actions';

/** Vertical offset of each position on the arc, left to right (the middle seats sit lowest). */
const ARC = [0, 22, 36, 36, 22, 0];

/** The High Card Flush picture of the player view: the round, the player's stake in it, the table's settings. */
export function useHcf(s: HcfTableState): { h: HcfRound | null; my: MyHcf; rules: HighCardFlushRules } {
  const rules = useMemo(() => hcfRules(s.table?.rules), [s.table?.rules]);
  const h = useMemo(() => hcfRound(s.round), [s.round]);
  const my = myHcf(h, s.seats?.seats ?? [], s.me?.id ?? null, s.bets);
  return { h, my, rules };
}

/** A face-down card. */
function CardBack({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const dims = size === 'sm' ? 'h-12 w-9' : 'h-20 w-14';
  return (
    <div
      aria-label="face-down card"
      className={`rounded-md border border-white/40 bg-[repeating-linear-gradient(45deg,#7f1d1d_0_4px,#991b1b_4px_8px)] shadow ${dims}`}
    />
  );
}

/** The dealer button (§HCF-7: it sits in front of the DP). */
function DealerButton({ testId }: { testId?: string }) {
  return (
    <span
      data-testid={testId}
      title="Dealer button: the designated player's seat"
      className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-white font-bold text-ink shadow ring-2 ring-brass"
    >
      D
    </span>
  );
}

/**
 * The DP's bank (§HCF-8): committed to the hands covered so far and what is still uncommitted; once
 * the round is complete, what the bank collected and paid and what is left (`start → end`).
 */
function BankMeter({ h, rules }: { h: HcfRound; rules: HighCardFlushRules }) {
  const bank = h.view.bank;
  if (!bank) return null;
  const done = h.complete ? settlementOf(h, rules) : null;
  if (done && done.bank.start !== null && done.bank.end !== null) {
    return (
      <div
        data-testid="hcf-bank"
        data-start={done.bank.start}
        data-end={done.bank.end}
        data-committed={bank.committed}
        data-uncommitted={bank.uncommitted}
        className="w-full max-w-sm text-xs text-white/70"
      >
        Bank <span className="font-mono text-white">{money(done.bank.start)}</span> · collected{' '}
        <span className="font-mono text-white">+{money(done.bank.collected)}</span> · paid{' '}
        <span className="font-mono text-white">−{money(done.bank.paid)}</span> →{' '}
        <span className="font-mono font-semibold text-brass">{money(done.bank.end)}</span>
      </div>
    );
  }
  const pct = bank.start > 0 ? Math.min(100, Math.round((bank.committed / bank.start) * 100)) : 0;
  const dead = bank.hands.filter((x) => coverState(h.view, x.seat) === 'dead').length;
  return (
    <div
      data-testid="hcf-bank"
      data-start={bank.start}
      data-committed={bank.committed}
      data-uncommitted={bank.uncommitted}
      className="w-full max-w-sm space-y-1"
    >
      <div className="flex items-baseline justify-between text-xs text-white/70">
        <span>
          Bank <span className="font-mono text-white">{money(bank.start)}</span>
        </span>
        <span>
          committed <span className="font-mono text-white">{money(bank.committed)}</span> · uncommitted{' '}
          <span className="font-mono font-semibold text-brass">{money(bank.uncommitted)}</span>
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-brass transition-[width] duration-500" style={{ width: `${pct}%` }} />
      </div>
      {dead > 0 && (
        <p className="text-[11px] text-orange-300">
          {dead === 1 ? '1 hand is' : `${dead} hands are`} dead: the bank cannot cover {dead === 1 ? 'it' : 'them'}{' '}
          (stakes returned)
        </p>
      )}
    </div>
  );
}

/** The DP's (house: the dealer's) hand, revealed after every decision (§HCF-4: qualifies with a three-card 9-high flush). */
function BankHand({ h, seats }: { h: HcfRound; seats: readonly SeatView[] }) {
  const bh = h.view.bankHand;
  const next = h.next;
  const dealing = next?.kind === 'card' && (next.to === 'dp' || next.to === 'dealer');
  const cards = bh?.cards ?? [];
  const inPlay = h.view.hands.length > 0;
  if (!inPlay) return null;
  const full = cards.length === 7;
  const who = h.view.dpSeat !== null ? `DP's hand · ${seatName(seats, h.view.dpSeat)}` : "Dealer's hand · house bank";
  return (
    <div
      data-testid="hcf-dp-hand"
      data-cards={cards.join(' ')}
      data-qualifies={bh?.qualifies === null || bh?.qualifies === undefined ? '' : String(bh.qualifies)}
      className="flex flex-col items-center gap-1.5"
    >
      <span className="text-[10px] uppercase tracking-[0.3em] text-white/55">{who}</span>
      {cards.length > 0 ? (
        full ? (
          <SuitGroups cards={cards} flushSuit={bh?.flush?.suit ?? null} size="sm" />
        ) : (
          <div className="flex gap-1">
            {cards.map((c) => (
              <PlayingCard key={c} code={c} size="sm" />
            ))}
            {dealing && <CardSlot size="sm" active />}
          </div>
        )
      ) : h.complete ? (
        <span className="text-xs text-white/50">Every hand folded: the bank&apos;s hand is not needed</span>
      ) : (
        <div className="flex items-center gap-1">
          {Array.from({ length: 7 }, (_, i) =>
            i === 0 && dealing ? <CardSlot key={i} size="sm" active /> : <CardBack key={i} />,
          )}
        </div>
      )}
      {full && bh?.flush && (
        <p className="text-sm">
          <span className="font-semibold text-white">{describeFlush(bh.flush)}</span>{' '}
          <span
            data-testid="hcf-dp-qualifies"
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${bh.qualifies ? 'bg-emerald-600/70 text-white' : 'bg-orange-700/70 text-white'}`}
          >
            {bh.qualifies ? 'qualifies' : 'does not qualify (needs a 3-card 9-high flush)'}
          </span>
        </p>
      )}
      {!full && !h.complete && (
        <span className="text-[11px] text-white/40">Revealed once every player has decided</span>
      )}
    </div>
  );
}

/** Who banks, the rotation's offers and answers, the offer timer, and the prompt for the offered player (§HCF-7). */
function RotationPanel({ s, h, my, rules }: { s: HcfTableState; h: HcfRound; my: MyHcf; rules: HighCardFlushRules }) {
  const seats = s.seats?.seats ?? [];
  const log = rotationLog(h.view, seats);
  const offering = h.next?.kind === 'dp-offer' && !h.decided;
  const dp = h.view.rotation.dp;
  return (
    <div
      className={`rounded-xl border px-3 py-2.5 ${offering ? 'border-brass/60 bg-black/40' : 'border-white/10 bg-black/25'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-[10px] uppercase tracking-[0.3em] text-white/55">Designated player</span>
        {offering && (
          <DecisionTimer
            deadline={h.deadline}
            total={rules.offerSeconds}
            testId="dp-offer-timer"
            title="When the time runs out, the offer counts as declined and passes on"
          />
        )}
      </div>
      <p
        data-testid="dp-status"
        data-dp-seat={dp?.seat ?? ''}
        data-house={h.view.house ? 'true' : 'false'}
        data-offer-seat={offering && h.view.rotation.offer ? h.view.rotation.offer.seat : ''}
        className="mt-0.5 flex items-center gap-2 text-base font-semibold text-white"
      >
        {dp && <DealerButton />}
        <span>{dpStatusText(h.view, seats, h.decided)}</span>
      </p>
      {log.some((e) => e.kind !== 'OFFERED') && (
        <ol data-testid="dp-rotation-log" className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs">
          {log
            .filter((e) => e.kind !== 'OFFERED')
            .map((e, i) => (
              <li
                key={i}
                data-kind={e.kind}
                data-seat={e.seat}
                className={
                  e.kind === 'ACCEPTED'
                    ? 'text-emerald-300'
                    : e.kind === 'OFFERED'
                      ? 'animate-pulse text-brass'
                      : e.kind === 'TIMEOUT'
                        ? 'text-orange-300'
                        : 'text-white/55'
                }
              >
                {e.who} {e.text}
                {e.last && e.kind !== 'OFFERED' ? ' (last DP)' : ''}
              </li>
            ))}
        </ol>
      )}
      {offering && my.offered && <HcfOfferPrompt s={s} h={h} rules={rules} />}
      {offering && !my.offered && my.seat !== null && (
        <p className="mt-1 text-xs text-white/50">Betting opens once the DP seat is settled.</p>
      )}
    </div>
  );
}

/** One of the six seats: who sits there, their DP opt-in, the button, the stakes, the hand and its decision. */
function Seat({ n, s, h, my, offset }: { n: number; s: HcfTableState; h: HcfRound | null; my: MyHcf; offset: number }) {
  const seats = s.seats?.seats ?? [];
  const sv = seats.find((x) => x.seat === n);
  const loaded = s.seats !== null;
  const isPlayer = s.me?.role === 'PLAYER';
  const mine = !!sv && sv.userId === s.me?.id;
  const view = h?.view ?? null;
  const isDp = view?.dpSeat === n;
  const offered = h?.next?.kind === 'dp-offer' && h.next.seat === n;
  const hand = view?.hands.find((x) => x.seat === n) ?? null;
  const acting = h?.next?.kind === 'decision' && h.next.seat === n;
  const dealing = h?.next?.kind === 'card' && h.next.to === 'seat' && h.next.seat === n;
  const cover = view ? coverState(view, n) : null;
  const showCards = mine || !!h?.complete;
  const verdict = h?.complete ? handVerdict(h, n) : null;
  const decision = hand ? decisionText(hand.decision) : null;
  return (
    <div
      data-testid={`hcf-seat-${n}`}
      data-seat={n}
      data-occupied={sv ? 'true' : 'false'}
      data-mine={mine ? 'true' : 'false'}
      data-dp={isDp ? 'true' : 'false'}
      data-acting={acting ? 'true' : 'false'}
      style={{ marginTop: offset }}
      className={`relative flex min-h-[12.5rem] w-full min-w-0 flex-col items-center gap-1.5 rounded-2xl border-2 px-1.5 py-2 transition-all ${
        acting
          ? 'border-brass bg-black/30 shadow-[0_0_24px_rgba(201,162,39,0.4)]'
          : isDp
            ? 'border-white/70 bg-white/10'
            : mine
              ? 'border-sky-400/70 bg-sky-950/30'
              : sv
                ? 'border-white/25 bg-black/20'
                : 'border-dashed border-white/15 bg-black/10'
      }`}
    >
      {isDp && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2">
          <DealerButton testId={`hcf-button-${n}`} />
        </span>
      )}
      <div className="flex w-full items-center justify-between gap-1 px-1 text-[10px] uppercase tracking-[0.2em] text-white/50">
        <span>Seat {n}</span>
        {mine && <span className="rounded bg-sky-500/30 px-1 tracking-normal text-sky-200">You</span>}
      </div>
      <div
        data-testid={`seat-owner-${n}`}
        className={`max-w-full truncate text-sm font-semibold ${sv ? (mine ? 'text-sky-200' : 'text-white') : 'text-white/35'}`}
        title={sv?.username}
      >
        {sv ? sv.username : loaded ? 'Free' : '…'}
      </div>
      {sv && (
        <div className="flex flex-wrap justify-center gap-1 text-[10px]">
          {isDp ? (
            <span className="rounded bg-white px-1.5 font-bold text-ink">
              DP · bank {money(view?.rotation.dp?.bank ?? sv.bank)}
            </span>
          ) : offered ? (
            <span className="animate-pulse rounded bg-brass px-1.5 font-semibold text-ink">DP offered</span>
          ) : sv.dpOptIn ? (
            <span
              title="Opted in to be offered the DP seat"
              className="rounded border border-white/25 px-1.5 text-white/60"
            >
              DP opt-in
            </span>
          ) : null}
        </div>
      )}

      <div className="flex flex-1 flex-col items-center justify-center gap-1">
        {hand && hand.dealt > 0 && (
          <div
            data-testid={`hcf-seat-cards-${n}`}
            data-dealt={hand.dealt}
            data-face-down={hand.hidden || !showCards ? 'true' : 'false'}
            className="flex items-center"
            title={showCards && !hand.hidden ? hand.cards.join(' ') : `${hand.dealt} cards, face down`}
          >
            {/* Another player's hand is face down (§HCF-1): the server sends no cards for it, only how many. */}
            {Array.from({ length: hand.dealt }, (_, i) => (
              <div key={i} style={{ marginLeft: i === 0 ? 0 : -24 }}>
                {showCards && !hand.hidden && hand.cards[i] ? (
                  <PlayingCard code={hand.cards[i]!} size="sm" corner />
                ) : (
                  <CardBack />
                )}
              </div>
            ))}
            {dealing && (
              <div style={{ marginLeft: -18 }}>
                <CardSlot size="sm" active />
              </div>
            )}
          </div>
        )}
        {hand && hand.dealt === 0 && dealing && <CardSlot size="sm" active />}
        {showCards && hand?.flush && hand.cards.length === 7 && (
          <span className="text-center text-[10px] text-white/70">{describeFlush(hand.flush)}</span>
        )}
        {acting && <span className="animate-pulse text-xs font-semibold text-brass">Deciding…</span>}
        {decision && (
          <span
            data-testid={`hcf-seat-decision-${n}`}
            className={`rounded px-1.5 text-[11px] font-semibold ${hand?.decision?.action === 'RAISE' ? 'bg-emerald-600/60 text-white' : 'bg-black/50 text-white/70'}`}
          >
            {decision}
          </span>
        )}
        {cover === 'dead' && (
          <span
            data-testid={`hcf-seat-dead-${n}`}
            className="rounded bg-orange-700/80 px-1.5 text-[10px] font-semibold text-white"
          >
            Dead · stakes back
          </span>
        )}
        {cover === 'short' && (
          <span
            title="The bank, as committed so far, cannot cover this hand; a decision ahead of it can still change that"
            className="rounded border border-orange-400/60 px-1.5 text-[10px] text-orange-200"
          >
            Not covered so far
          </span>
        )}
        {verdict && cover !== 'dead' && hand?.decision?.action === 'RAISE' && (
          <span className="text-center text-[10px] font-semibold text-brass">{verdict}</span>
        )}
      </div>

      {sv && !isDp && (
        <div className="flex w-full flex-col items-center">
          {sv.main > 0 ? (
            <ChipStack cents={sv.main} size={28} compact totalTestId={`seat-main-${n}`} />
          ) : (
            <span data-testid={`seat-main-${n}`} data-amount={0} className="text-[10px] text-white/35">
              No bet
            </span>
          )}
        </div>
      )}

      {isPlayer && loaded && !sv && my.seat === null && (
        <button
          type="button"
          data-testid={`btn-take-seat-${n}`}
          disabled={s.busy}
          title={`Sit at seat ${n}${s.dpOptInWanted ? ', offered the DP seat when your turn comes' : ''}`}
          onClick={() => void s.takeSeat(n, { dpOptIn: s.dpOptInWanted })}
          className="mt-auto rounded-full border border-brass/60 bg-brass/10 px-3 py-1 text-xs font-semibold text-brass hover:bg-brass hover:text-ink disabled:opacity-40"
        >
          Sit here
        </button>
      )}
    </div>
  );
}

/** What is happening now, in a line. */
function statusLine(h: HcfRound | null, my: MyHcf, seats: readonly SeatView[]): string {
  if (!h) return 'Waiting for the dealer to open the first round';
  if (h.voided) return 'Round voided';
  if (h.status === 'BETTING') {
    if (!h.decided) return 'Designated player rotation: betting opens once the DP seat is settled';
    if (my.isDp) return 'You are the DP: your bank plays against every hand';
    return my.seat !== null ? 'Place your Ante (required) and any bonus bets on your seat' : 'Take a free seat to play';
  }
  if (h.status === 'SETTLED') return 'Round settled · waiting for the dealer to open the next round';
  if (h.status === 'COMPLETE') return 'Result in · the dealer confirms it';
  const n = h.next;
  if (!n) return 'Dealing…';
  if (n.kind === 'card') {
    if (n.to === 'seat' && n.seat !== null) return `Dealing ${seatName(seats, n.seat)} · card ${n.position} of 7`;
    return n.to === 'dp' ? "Revealing the DP's hand" : "Revealing the dealer's hand";
  }
  if (n.kind === 'decision') return my.turn ? 'Your turn: fold or raise' : `${seatName(seats, n.seat)} decides`;
  if (n.kind === 'confirm') return 'Result in · the dealer confirms it';
  return 'Dealing…';
}

/**
 * The DP's own view (RULES.md §HCF-8): their bank, committed and uncommitted, and every hand played
 * against it in action order (stake, decision, flush, covered or dead), with each hand's result
 * against the bank at the end and the bank's total from the DP's settled bank bet.
 */
function DpHandsPanel({ s, h, my, rules }: { s: HcfTableState; h: HcfRound; my: MyHcf; rules: HighCardFlushRules }) {
  const seats = s.seats?.seats ?? [];
  const rows = dpHandRows(h, seats, rules);
  const bank = h.view.bank;
  const bet = my.bank;
  const fee = bet?.fee ?? bankFeeOf(rules);
  const settled = bet && bet.status !== 'OPEN' ? betOutcome(bet, fee) : null;
  // The DP's rake is not in the bank bet (it comes back as one sum): the round's settlement says it.
  const dpRake = settled ? (settlementOf(h, rules)?.dpRake ?? null) : null;
  const pending = seats.filter((x) => x.userId !== s.me?.id && x.main > 0);
  return (
    <section
      data-testid="hcf-dp-hands"
      className="mx-auto w-full max-w-4xl rounded-2xl border border-white/30 bg-black/40 px-4 py-3"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-white">
          <DealerButton /> Your bank
        </h3>
        {bank && !h.complete && (
          <p className="text-sm text-white/70">
            {money(bank.start)} · committed <span className="font-mono text-white">{money(bank.committed)}</span> ·
            uncommitted <span className="font-mono font-semibold text-brass">{money(bank.uncommitted)}</span>
          </p>
        )}
      </header>
      {rows.length === 0 ? (
        <p className="py-3 text-center text-sm text-white/55">
          {h.status === 'BETTING'
            ? pending.length
              ? `Bets so far: ${pending.map((x) => `${seatName(seats, x.seat)} ${money(x.main)}`).join(', ')}. Hands are covered in action order once betting closes.`
              : 'No bets yet. Hands are covered in action order once betting closes.'
            : 'Nobody played against your bank this round.'}
        </p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-[10px] uppercase tracking-[0.15em] text-white/45">
            <tr>
              <th className="py-1 pr-2">#</th>
              <th className="py-1 pr-2">Hand</th>
              <th className="py-1 pr-2 text-right">Stake</th>
              <th className="py-1 pr-2">Decision</th>
              <th className="py-1 pr-2">Flush</th>
              <th className="py-1 pr-2">Bank</th>
              <th className="py-1 text-right">Result</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.seat}
                data-testid={`hcf-dp-hand-row-${r.seat}`}
                data-cover={r.cover}
                data-stake={r.stake}
                data-bank-net={r.result?.bankNet ?? ''}
                className="border-t border-white/10"
              >
                <td className="py-1.5 pr-2 font-mono text-white/50">{r.order}</td>
                <td className="py-1.5 pr-2 text-white">{r.who}</td>
                <td className="py-1.5 pr-2 text-right font-mono text-white">{money(r.stake)}</td>
                <td className="py-1.5 pr-2 text-white/80">
                  {r.decision ?? (h.next?.kind === 'decision' && h.next.seat === r.seat ? 'deciding…' : '—')}
                </td>
                <td className="py-1.5 pr-2 text-white/80">{r.flush || '—'}</td>
                <td className="py-1.5 pr-2">
                  <span
                    className={`rounded px-1.5 text-[11px] font-semibold ${r.cover === 'dead' ? 'bg-orange-700/80 text-white' : r.cover === 'short' ? 'border border-orange-400/60 text-orange-200' : 'bg-emerald-700/60 text-white'}`}
                  >
                    {r.cover === 'short' ? 'not covered so far' : r.cover}
                  </span>
                </td>
                <td
                  className={`py-1.5 text-right font-mono text-xs ${r.result ? (r.result.bankNet > 0 ? 'text-brass' : r.result.bankNet < 0 ? 'text-red-300' : 'text-white/70') : 'text-white/40'}`}
                >
                  {r.result ? r.result.text : '…'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {settled && (
        <p data-testid="hcf-dp-net" data-net={settled.net} className="mt-2 text-right text-sm text-white/80">
          Bank back <span className="font-mono text-white">{money(settled.stake + settled.net + fee)}</span> · net{' '}
          <span
            className={`font-mono font-semibold ${settled.net > 0 ? 'text-brass' : settled.net < 0 ? 'text-red-300' : 'text-white'}`}
          >
            {signedMoney(settled.net)}
          </span>
          {dpRake ? ` · rake ${money(dpRake)}` : ''}
        </p>
      )}
      {!settled && fee > 0 && (
        <p className="mt-1 text-right text-[11px] text-white/45">
          The {money(fee)} rake held with your bank is kept only if a hand plays against it.
        </p>
      )}
    </section>
  );
}

/**
 * The High Card Flush table (RULES.md §HCF): the bank on top (who is DP or "House banks", the
 * rotation with its offer timer and the offered player's prompt, the bank committed/uncommitted,
 * the DP's hand at the reveal), the six seats on an arc (seat 1 on the dealer's left, the right of
 * the screen) with the dealer button at the DP's seat, then the player's own hand and decision,
 * their results, and for the DP every hand played against their bank.
 */
export function HcfBoard({ s }: { s: HcfTableState }) {
  const { h, my, rules } = useHcf(s);
  const seats = s.seats?.seats ?? [];
  const order = [...HCF_SEAT_NUMBERS].reverse();
  return (
    <div className="space-y-4">
      {h && !h.voided ? (
        <div className={`grid items-start gap-3 ${h.decided ? 'lg:grid-cols-2' : ''}`}>
          {/* The bank: once the DP seat is settled (the rotation panel has the whole width before). */}
          <div
            className={`flex flex-col items-center gap-2 rounded-xl border border-white/10 bg-black/20 px-3 py-2.5 ${h.decided ? '' : 'hidden'}`}
          >
            <BankMeter h={h} rules={rules} />
            <BankHand h={h} seats={seats} />
            {!h.view.bank && h.decided && (
              <p className="text-xs text-white/55">
                {h.view.house ? 'The house banks: unlimited bank, every hand is covered.' : ''}
              </p>
            )}
            {h.view.hands.length === 0 && h.view.bank && (
              <p className="text-xs text-white/55">
                Hands are covered in action order, counter-clockwise from the right of the button.
              </p>
            )}
          </div>
          <RotationPanel s={s} h={h} my={my} rules={rules} />
        </div>
      ) : h?.voided ? (
        <div
          data-testid="round-voided"
          className="mx-auto w-fit rounded-full bg-orange-900/60 px-5 py-2 text-sm text-orange-100 ring-1 ring-orange-400/30"
        >
          Round voided{s.round?.voidReason ? ` — ${s.round.voidReason}` : ''}. Every stake and the DP&apos;s bank are
          refunded.
        </div>
      ) : null}

      <div className="flex flex-col items-center gap-1">
        <p data-testid="hcf-status" className="text-sm tracking-wide text-white/70">
          {statusLine(h, my, seats)}
        </p>
        <p className="text-[10px] uppercase tracking-[0.3em] text-white/25">
          Most cards of one suit wins · DP qualifies with a 3-card 9-high flush · {rakeText(rules)}
        </p>
      </div>

      <div className="overflow-x-auto pb-1 pt-3">
        <div className="grid min-w-[44rem] grid-cols-6 gap-2">
          {order.map((n, i) => (
            <Seat key={n} n={n} s={s} h={h} my={my} offset={ARC[i] ?? 0} />
          ))}
        </div>
      </div>

      {h && !h.voided && <HcfPlayPanel s={s} h={h} my={my} rules={rules} />}
      <HcfResults s={s} rules={rules} />
      {h && my.isDp && !h.voided && <DpHandsPanel s={s} h={h} my={my} rules={rules} />}
    </div>
  );
}

/** The table's High Card Flush settings (posted at the table, §HCF-5, §HCF-6, §HCF-7, §HCF-9). */
export function HcfTableRules({ rules }: { rules: HighCardFlushRules }) {
  const flush = ([7, 6, 5, 4] as const).map((k) => `${k}: ${rules.flushBonus[k][0]}:${rules.flushBonus[k][1]}`);
  const straight = ([7, 6, 5, 4, 3] as const).map(
    (k) => `${k}: ${rules.straightFlushBonus[k][0]}:${rules.straightFlushBonus[k][1]}`,
  );
  return (
    <section data-testid="hcf-rules" className="rounded-xl border border-line bg-panel/80 p-4">
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-gray-400">High Card Flush</h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-400">Minimum DP bank</dt>
          <dd className="font-mono text-gray-200">{money(rules.minBank)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-400">Rake</dt>
          <dd className="text-right text-gray-200">{rakeText(rules)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-400">Timers</dt>
          <dd className="text-gray-200">
            DP offer {rules.offerSeconds}s · decision {rules.decisionSeconds}s
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-400">Raise</dt>
          <dd className="text-right text-gray-200">3x with 6-7 · 2x with 5 · 1x else</dd>
        </div>
        <div className="border-t border-line pt-2">
          <dt className="text-gray-400">Flush bonus (cards)</dt>
          <dd className="font-mono text-xs text-gray-200">{flush.join(' · ')}</dd>
        </div>
        <div>
          <dt className="text-gray-400">Straight flush bonus (run)</dt>
          <dd className="font-mono text-xs text-gray-200">{straight.join(' · ')}</dd>
        </div>
      </dl>
    </section>
  );
}
