'use client';

import { useTranslations } from 'next-intl';
import type { Translate } from '@/lib/i18n/money';
import { useMoney } from '@/lib/i18n/money';

import type { RoundDetail } from '@/lib/rounds/get-round';
import {
  betsBySeat,
  betKind,
  bjTableOf,
  decisionLines,
  followWords,
  type BjBet,
  type BjTable,
  type SeatBets,
} from './pit-format';
import { BjDealerView, BjSeatHands, ClockIcon, DecisionTimer, insuranceWords, phaseWord } from './pit-table';
import { nextWords } from '@/components/pit/format';
import { PitStatus as StatusBadge } from '@/components/pit/status';
import { useConsoleWords } from '@/components/pit/words';
import { Panel, Money } from '@/components/ui/back-office';

type RoundEvent = RoundDetail['events'][number];

/**
 * A Blackjack round for the pit (issue #4 point 6): the dealer's hand, every seat's hands with their
 * outcome, and under each seat its MAIN bet, its Bet Behind bets (what they follow and what was
 * funded, their insurance) and the insurance bets under the bet they cover.
 */
export function BlackjackRoundTable({ round }: { round: RoundDetail }) {
  const table = bjTableOf(round);
  const live = ['BETTING', 'DEALING', 'COMPLETE'].includes(round.status);
  const next = live ? round.next : null;
  const bySeat = betsBySeat(round.bets);
  const seats = [...new Set([...table.seats.map((s) => s.seat), ...bySeat.keys()])].sort((a, b) => a - b);
  const pendingInsurance =
    next && next.kind === 'insurance' && Array.isArray(next.seats) ? (next.seats as number[]) : [];
  // Insurance timer expiries: a seat's (no `bet`) or a Bet Behind's (`bet` = its id).
  const insuranceTimeouts = new Set(
    round.events
      .filter((e) => e.type === 'TIMEOUT' && e.data.hand === null && e.data.bet === undefined)
      .map((e) => Number(e.data.seat)),
  );
  const behindTimeouts = new Set(
    round.events.filter((e) => e.type === 'TIMEOUT' && typeof e.data.bet === 'string').map((e) => String(e.data.bet)),
  );
  const unfunded = new Map<string, { action: string; hand: number | null }[]>();
  for (const e of round.events) {
    if (e.type !== 'FOLLOW_UNFUNDED' || typeof e.data.betId !== 'string') continue;
    unfunded.set(e.data.betId, [
      ...(unfunded.get(e.data.betId) ?? []),
      { action: String(e.data.action ?? ''), hand: typeof e.data.hand === 'number' ? e.data.hand : null },
    ]);
  }
  const insuranceOffered = (table.dealer?.cards[0] ?? '')[0] === 'A';
  const t = useTranslations('games.blackjack.pit');
  const w = useConsoleWords();

  return (
    <div className="space-y-3" data-testid="pit-bj-table" data-phase={table.phase}>
      <div className="flex flex-wrap items-center gap-3 text-xs text-gray-400">
        {live && (
          <span>
            {t('round.phase')}{' '}
            <span className="font-mono text-gray-200">{phaseWord(t as unknown as Translate, table.phase)}</span>
          </span>
        )}
        {table.turn && (
          <span>
            {t('round.acting')}{' '}
            <span className="text-gray-200">
              {t('round.seatHand', { seat: table.turn.seat, hand: table.turn.hand })}
            </span>
          </span>
        )}
        {live && next && (
          <span className="text-amber-200">{t('round.awaiting', { what: nextWords(w.shell, next) })}</span>
        )}
        {live && <DecisionTimer deadline={round.decisionDeadline} />}
      </div>
      <BjDealerView dealer={table.dealer} next={next} size="md" testId="pit-bj-dealer" />
      {!seats.length && (
        <p className="text-sm text-gray-500">
          {round.status === 'BETTING' ? t('round.noBetYet') : t('table.noSeatPlayed')}
        </p>
      )}
      <div className="space-y-2">
        {seats.map((n) => (
          <SeatCard
            key={n}
            n={n}
            table={table}
            next={next}
            bets={bySeat.get(n)}
            pendingInsurance={pendingInsurance.includes(n)}
            insuranceTimedOut={insuranceTimeouts.has(n)}
            insuranceOffered={insuranceOffered}
            insurancePhase={table.phase === 'INSURANCE'}
            unfunded={unfunded}
            behindTimeouts={behindTimeouts}
            betting={round.status === 'BETTING'}
          />
        ))}
      </div>
    </div>
  );
}

function SeatCard({
  n,
  table,
  next,
  bets,
  pendingInsurance,
  insuranceTimedOut,
  insuranceOffered,
  insurancePhase,
  unfunded,
  behindTimeouts,
  betting,
}: {
  n: number;
  table: BjTable;
  next: Record<string, unknown> | null;
  bets: SeatBets | undefined;
  pendingInsurance: boolean;
  insuranceTimedOut: boolean;
  insuranceOffered: boolean;
  insurancePhase: boolean;
  unfunded: Map<string, { action: string; hand: number | null }[]>;
  behindTimeouts: Set<string>;
  betting: boolean;
}) {
  const seat = table.seats.find((s) => s.seat === n);
  const main = bets?.main ?? null;
  const behind = bets?.behind ?? [];
  const acting = table.turn?.seat === n;
  const t = useTranslations('games.blackjack.pit');
  const ins = insuranceWords(t as unknown as Translate, seat, pendingInsurance, insuranceTimedOut);
  return (
    <section
      data-testid={`pit-bj-seat-${n}`}
      data-seat={n}
      data-playing={seat ? 'true' : 'false'}
      className={`flex flex-col rounded-lg border ${acting ? 'border-brass/60' : 'border-line'} bg-ink/20`}
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line/70 px-2.5 py-1.5">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-felt text-xs font-bold text-gray-100 ring-1 ring-brass/40">
          {n}
        </span>
        <span className="font-semibold text-gray-100" data-field="player">
          {main ? main.username : <span className="font-normal text-gray-500">{t('round.noMain')}</span>}
        </span>
        {ins && (
          <span data-field="insurance" className={`text-xs ${ins.tone}`}>
            {ins.text}
          </span>
        )}
        {!seat && !betting && <span className="ml-auto text-xs text-gray-500">{t('round.didNotPlay')}</span>}
      </header>
      <div className="grid grid-cols-1 gap-2 p-2 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          {seat ? (
            <BjSeatHands seat={seat} table={table} next={next} size="sm" />
          ) : (
            <p className="px-1 text-xs text-gray-500">{betting ? t('round.waitingDeal') : t('round.noHand')}</p>
          )}
        </div>
        <SeatBetsTable
          main={main}
          behind={behind}
          insuranceOf={bets?.insuranceOf ?? new Map()}
          stray={bets?.strayInsurance ?? []}
          seat={n}
          unfunded={unfunded}
          behindTimeouts={behindTimeouts}
          insuranceOffered={insuranceOffered}
          insurancePhase={insurancePhase}
        />
      </div>
    </section>
  );
}

function Dash() {
  return <span className="text-gray-700">—</span>;
}

/** One bet's figures: stake, extra stake, status, net. */
function Figures({ b }: { b: BjBet }) {
  return (
    <>
      <td className="px-1.5 py-1 text-right">
        <Money cents={b.amount} />
      </td>
      <td className="px-1.5 py-1 text-right" data-field="extra">
        {b.extraStake > 0 ? <Money cents={b.extraStake} className="text-amber-300" /> : <Dash />}
      </td>
      <td className="px-1.5 py-1">
        <StatusBadge status={b.status} />
      </td>
      <td className="px-1.5 py-1 text-right" data-field="net">
        {b.status === 'OPEN' ? <Dash /> : <Money cents={b.net} signed />}
      </td>
    </>
  );
}

function InsuranceRows({ list }: { list: BjBet[] | undefined }) {
  const t = useTranslations('games.blackjack.pit');
  const { shell } = useConsoleWords();
  if (!list?.length) return null;
  return (
    <>
      {list.map((b) => (
        <tr key={b.id} data-bet-id={b.id} data-type="INSURANCE" data-status={b.status} className="text-gray-300">
          <td className="py-1 pl-4 pr-1.5 text-sky-300" colSpan={1}>
            ↳ {t('kind.INSURANCE')}
          </td>
          <td className="px-1.5 py-1 text-gray-200">{b.username}</td>
          <td className="px-1.5 py-1 text-[11px] text-gray-500">
            {b.spec.kind === 'behind' ? t('round.ofBehind') : t('round.ofMain')} · {shell.when(b.createdAt, 'ms')}
          </td>
          <Figures b={b} />
        </tr>
      ))}
    </>
  );
}

function behindInsurance(
  t: Translate,
  spec: Record<string, unknown>,
  offered: boolean,
  phase: boolean,
  timedOut: boolean,
): { text: string; tone: string } | null {
  if (spec.insurance === true) return { text: t('insurance.taken'), tone: 'text-sky-300' };
  if (spec.insurance === false) return { text: t('insurance.declined'), tone: 'text-gray-400' };
  if (timedOut) return { text: t('insurance.timer'), tone: 'text-gray-400' };
  if (!offered) return null;
  return phase
    ? { text: t('insurance.pending'), tone: 'text-amber-300' }
    : { text: t('insurance.noDecision'), tone: 'text-gray-500' };
}

function SeatBetsTable({
  main,
  behind,
  insuranceOf,
  stray,
  seat,
  unfunded,
  behindTimeouts,
  insuranceOffered,
  insurancePhase,
}: {
  main: BjBet | null;
  behind: BjBet[];
  insuranceOf: Map<string, BjBet[]>;
  stray: BjBet[];
  seat: number;
  unfunded: Map<string, { action: string; hand: number | null }[]>;
  behindTimeouts: Set<string>;
  insuranceOffered: boolean;
  insurancePhase: boolean;
}) {
  const t = useTranslations('games.blackjack.pit');
  const tt = t as unknown as Translate;
  const head = (
    <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
      <tr>
        <th className="px-1.5 py-1 font-medium">{t('round.colBet')}</th>
        <th className="px-1.5 py-1 font-medium">{t('round.colPlayer')}</th>
        <th className="px-1.5 py-1 font-medium">{t('round.colFollows')}</th>
        <th className="px-1.5 py-1 text-right font-medium">{t('round.colStake')}</th>
        <th className="px-1.5 py-1 text-right font-medium">{t('round.colExtra')}</th>
        <th className="px-1.5 py-1 font-medium">{t('round.colStatus')}</th>
        <th className="px-1.5 py-1 text-right font-medium">{t('round.colNet')}</th>
      </tr>
    </thead>
  );
  return (
    <div className="space-y-1.5 overflow-x-auto">
      <table className="w-full text-xs" data-field="main-bet">
        {head}
        <tbody className="divide-y divide-line/40">
          {main ? (
            <>
              <tr
                data-bet-id={main.id}
                data-type="MAIN"
                data-status={main.status}
                className={main.status === 'CANCELLED' ? 'text-gray-600' : ''}
              >
                <td className="px-1.5 py-1 font-semibold text-gray-200">MAIN</td>
                <td className="px-1.5 py-1 text-gray-200">{main.username}</td>
                <td className="px-1.5 py-1 text-[11px] text-gray-500">
                  {main.extraStake > 0 ? t('round.extraAdded') : ''}
                </td>
                <Figures b={main} />
              </tr>
              <InsuranceRows list={insuranceOf.get(main.id)} />
            </>
          ) : (
            <tr>
              <td colSpan={7} className="px-1.5 py-1 text-gray-500">
                {t('round.noMainSeat')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div
        data-testid={`pit-bj-behind-${seat}`}
        data-count={behind.length}
        className="rounded border border-line/60 bg-panel-2/30"
      >
        <div className="px-1.5 pt-1 text-[10px] font-semibold uppercase tracking-wider text-gray-500">
          {t('round.behindCount', { count: behind.length })}
        </div>
        {behind.length ? (
          <table className="w-full text-xs">
            <tbody className="divide-y divide-line/40">
              {behind.map((b) => {
                const f = followWords(tt, b.spec, unfunded.get(b.id));
                const ins =
                  b.status === 'CANCELLED'
                    ? null
                    : behindInsurance(tt, b.spec, insuranceOffered, insurancePhase, behindTimeouts.has(b.id));
                return <BehindRows key={b.id} b={b} follow={f} ins={ins} insurance={insuranceOf.get(b.id)} />;
              })}
            </tbody>
          </table>
        ) : (
          <p className="px-1.5 pb-1 text-xs text-gray-600">{t('round.noBehind')}</p>
        )}
      </div>
      {stray.length > 0 && (
        <table className="w-full text-xs">
          <tbody>
            <InsuranceRows list={stray} />
          </tbody>
        </table>
      )}
    </div>
  );
}

function BehindRows({
  b,
  follow,
  ins,
  insurance,
}: {
  b: BjBet;
  follow: ReturnType<typeof followWords>;
  ins: { text: string; tone: string } | null;
  insurance: BjBet[] | undefined;
}) {
  const t = useTranslations('games.blackjack.pit');
  return (
    <>
      <tr
        data-bet-id={b.id}
        data-type="BET_BEHIND"
        data-user={b.username}
        data-status={b.status}
        className={b.status === 'CANCELLED' ? 'text-gray-600' : ''}
      >
        <td className="px-1.5 py-1 font-semibold text-gray-300">{t('round.behind')}</td>
        <td className="px-1.5 py-1 text-gray-200">{b.username}</td>
        <td className="px-1.5 py-1 text-[11px]" data-field="follow">
          <span className={follow.on ? 'text-gray-200' : 'text-gray-500'}>
            {follow.on ? t('round.followOn') : t('round.followOff')}
          </span>
          {follow.details.map((d) => (
            <span
              key={d.text}
              className={`ml-1.5 ${d.funded ? 'text-emerald-300' : 'text-rose-300'}`}
              data-funded={d.funded}
            >
              {d.text} {d.funded ? t('round.funded') : t('round.unfunded')}
            </span>
          ))}
          {ins && (
            <span className={`ml-1.5 ${ins.tone}`} data-field="behind-insurance">
              · {ins.text}
            </span>
          )}
        </td>
        <Figures b={b} />
      </tr>
      <InsuranceRows list={insurance} />
    </>
  );
}

/**
 * The decision log (issue #4 point 6): every player decision, insurance, timer expiry, bust,
 * early blackjack payment, extra stake, unfunded follow and returned bet, with who and when.
 */
export function BlackjackDecisionLog({ events, bets }: { events: RoundEvent[]; bets: BjBet[] }) {
  const t = useTranslations('games.blackjack.pit');
  const money = useMoney();
  const { shell } = useConsoleWords();
  const lines = decisionLines(t as unknown as Translate, money, events, bets);
  return (
    <Panel title={t('log.title', { count: lines.length })} testId="pit-bj-decisions">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500">
            <tr>
              <th className="px-3 py-2 font-medium">{t('log.colTime')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colSeat')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colHand')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colWho')}</th>
              <th className="px-3 py-2 font-medium">{t('log.colAction')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line/60">
            {lines.map((l) => (
              <tr
                key={l.seq}
                data-seq={l.seq}
                data-type={l.type}
                data-actor={l.actor ?? ''}
                data-seat={l.seat ?? ''}
                data-hand={l.hand ?? ''}
                className={l.timer ? 'bg-amber-500/5' : ''}
              >
                <td className="whitespace-nowrap px-3 py-1.5 font-mono text-xs text-gray-400">
                  {shell.when(l.at, 'ms')}
                </td>
                <td className="px-3 py-1.5 font-mono text-gray-300">{l.seat ?? <Dash />}</td>
                <td className="px-3 py-1.5 font-mono text-gray-400">{l.hand ?? <Dash />}</td>
                <td className="px-3 py-1.5">
                  {l.timer ? (
                    <span className="text-xs italic text-amber-300" title={t('log.timerTitle')}>
                      <ClockIcon /> {t('log.timer')}
                    </span>
                  ) : l.actor ? (
                    <span className="text-gray-200">{l.actor}</span>
                  ) : (
                    <span className="text-gray-600">{t('log.system')}</span>
                  )}
                </td>
                <td className={`px-3 py-1.5 ${tone(l.type)}`}>
                  {l.caused && <span className="mr-1 text-gray-600">↳</span>}
                  {l.action}
                </td>
              </tr>
            ))}
            {!lines.length && (
              <tr>
                <td colSpan={5} className="px-3 py-4 text-center text-sm text-gray-500">
                  {t('log.none')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function tone(type: string): string {
  switch (type) {
    case 'TIMEOUT':
      return 'font-semibold text-amber-300';
    case 'BUST':
      return 'text-rose-300';
    case 'BLACKJACK_PAID':
      return 'text-brass';
    case 'STAKE_TAKEN':
      return 'text-gray-300';
    case 'FOLLOW_UNFUNDED':
    case 'BET_RETURNED':
      return 'text-gray-400';
    case 'DECISION':
      return 'font-semibold text-gray-100';
    default:
      return 'text-sky-200';
  }
}

export { betKind };
