'use client';

import { useTranslations } from 'next-intl';
import { useMoney, type Translate } from '@/lib/i18n/money';
import type { TableSnapshot } from '@/lib/client/use-table-feed';
import type { PublicRound } from '@/lib/realtime/events';
import { Kbd, Label, Panel } from '@/components/ui/console-bits';
import { gameFolder, gameUi, rulesCite } from '@/components/games/registry';
import type { RoundDetailView, RoundSummaryView } from './model';

type Shoe = NonNullable<TableSnapshot['shoe']>;

/** The shoe in a line ("Shoe 2 · 6 dealt · 410 left · cut card at 300"), `t` of the `dealer` messages. */
export function shoeStatusText(t: Translate, shoe: Shoe | null): string {
  if (!shoe) return t('shoe.none');
  if (shoe.status === 'FINISHED') return t('shoe.finished', { number: shoe.number });
  const cut =
    shoe.status === 'CUT_CARD_OUT'
      ? t('shoe.cutOut')
      : shoe.cutCardPosition !== null
        ? t('shoe.cutAt', { position: shoe.cutCardPosition })
        : t('shoe.noCut');
  return t('shoe.status', { number: shoe.number, dealt: shoe.cardsDealt, left: shoe.cardsLeft, cut });
}

/** Shoe status (RULES.md §C-2) with a fill bar and the cut card marker; New shoe and Cut card out. */
export function ShoePanel({
  shoe,
  busy,
  cutPos,
  setCutPos,
  cutRef,
  onNewShoe,
  onCutCard,
  onBusy,
}: {
  shoe: Shoe | null;
  busy: boolean;
  cutPos: string;
  setCutPos: (s: string) => void;
  /** The cut card position field (Alt K focuses it; Enter there starts the new shoe). */
  cutRef: React.RefObject<HTMLInputElement | null>;
  onNewShoe: () => void;
  onCutCard: () => void;
  /** Enter in the cut field while a request is in flight: refused, said on the console. */
  onBusy: (action: string) => void;
}) {
  const t = useTranslations('dealer');
  const size = shoe ? shoe.decks * 52 : 416;
  const needNew = !shoe || shoe.status !== 'ACTIVE';
  const pct = shoe ? Math.min(100, (shoe.cardsDealt / size) * 100) : 0;
  const cutPct = shoe?.cutCardPosition ? (shoe.cutCardPosition / size) * 100 : null;
  return (
    <Panel
      title={t('shoe.title')}
      right={
        shoe ? (
          <span className="font-mono text-[11px] text-gray-500">{t('shoe.decks', { count: shoe.decks })}</span>
        ) : null
      }
    >
      <div
        data-testid="shoe-status"
        className={`text-sm font-semibold ${shoe?.status === 'CUT_CARD_OUT' ? 'text-amber-300' : needNew ? 'text-red-300' : 'text-gray-200'}`}
      >
        {shoeStatusText(t, shoe)}
      </div>
      {shoe && shoe.status !== 'FINISHED' && (
        <div className="relative mt-2 h-2 rounded-full bg-ink ring-1 ring-line">
          <div
            className={`h-full rounded-full ${shoe.status === 'CUT_CARD_OUT' ? 'bg-amber-500' : 'bg-brass/80'}`}
            style={{ width: `${pct}%` }}
          />
          {cutPct !== null && (
            <div
              title={t('shoe.cutAt', { position: shoe.cutCardPosition ?? '' })}
              className="absolute -top-1 h-4 w-0.5 bg-red-400"
              style={{ left: `${cutPct}%` }}
            />
          )}
        </div>
      )}
      {shoe?.status === 'CUT_CARD_OUT' && <p className="mt-2 text-xs text-amber-300/90">{t('shoe.cutOutNote')}</p>}
      <div className="mt-3 flex items-end gap-2">
        <label className="block">
          <span className="flex items-center gap-1 text-[10px] tracking-wider text-gray-500 uppercase">
            {t('shoe.cutCardAt')} <Kbd>Alt K</Kbd>
          </span>
          <input
            ref={cutRef}
            data-testid="cut-card-position"
            inputMode="numeric"
            aria-keyshortcuts="Alt+K"
            value={cutPos}
            onChange={(e) => setCutPos(e.target.value.replace(/[^\d]/g, ''))}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.repeat) return;
              e.preventDefault();
              if (busy) onBusy(t('actions.newShoe'));
              else onNewShoe();
            }}
            placeholder={t('shoe.optional')}
            className="mt-0.5 block w-24 rounded border border-line bg-ink px-2 py-1.5 font-mono text-sm placeholder:text-gray-600"
          />
        </label>
        <button
          type="button"
          data-testid="btn-new-shoe"
          disabled={busy}
          onClick={onNewShoe}
          aria-keyshortcuts="Alt+N"
          className={`flex flex-1 items-center justify-between gap-2 rounded px-3 py-1.5 text-sm font-bold tracking-wide disabled:opacity-40 ${
            needNew
              ? 'animate-pulse bg-amber-400 text-ink hover:bg-amber-300'
              : 'border border-line bg-panel-2 text-gray-300 hover:border-gray-500'
          }`}
        >
          <span>{t('actions.newShoe')}</span>
          <Kbd>Alt N</Kbd>
        </button>
      </div>
      {shoe && shoe.status === 'ACTIVE' && shoe.cutCardPosition === null && (
        <button
          type="button"
          data-testid="btn-cut-card"
          disabled={busy}
          onClick={onCutCard}
          aria-keyshortcuts="Alt+X"
          className="mt-2 flex w-full items-center justify-between rounded border border-amber-500/50 px-3 py-1.5 text-sm font-semibold text-amber-300 hover:bg-amber-500/10 disabled:opacity-40"
        >
          <span>{t('actions.cutCard')}</span>
          <Kbd>Alt X</Kbd>
        </button>
      )}
    </Panel>
  );
}

const TYPE_TONE: Record<string, string> = {
  PLAYER: 'text-blue-300',
  BANKER: 'text-red-300',
  TIE: 'text-green-300',
  MAIN: 'text-brass',
  BET_BEHIND: 'text-emerald-300',
  INSURANCE: 'text-sky-300',
  ANTE: 'text-brass',
  RAISE: 'text-sky-300',
  FLUSH_BONUS: 'text-emerald-300',
  STRAIGHT_FLUSH_BONUS: 'text-emerald-300',
  DP_BANK: 'text-red-300',
};
const TYPE_LABEL: Record<string, string> = {
  BET_BEHIND: 'BET BEHIND',
  FLUSH_BONUS: 'FLUSH BONUS',
  STRAIGHT_FLUSH_BONUS: 'STR. FLUSH BONUS',
  DP_BANK: 'DP BANK',
};

/** This round's bets (staff see all): count and stake per bet type; after settlement what went back. */
export function BetsPanel({
  round,
  detail,
  game,
}: {
  round: PublicRound | null;
  detail: RoundDetailView | null;
  game: string;
}) {
  const t = useTranslations('dealer');
  const tGames = useTranslations('games');
  const money = useMoney().plain;
  // A bet type in the game's own words (`games.<folder>.dealer.bet.<TYPE>`), else the code.
  const typeLabel = (type: string) => {
    const key = `${gameFolder(game)}.dealer.bet.${type}`;
    return game && tGames.has(key) ? tGames(key) : (TYPE_LABEL[type] ?? type);
  };
  const bets = detail && round && detail.id === round.id ? detail.bets.filter((b) => b.status !== 'CANCELLED') : null;
  const byType = new Map<string, { count: number; staked: number }>();
  for (const t of gameUi(game)?.dealer?.betTypes ?? []) byType.set(t, { count: 0, staked: 0 });
  // A double or a split adds `extraStake` to the bet (RULES.md §BJ-3): it is staked too.
  const stakeOf = (b: { amount: number; extraStake?: number }) => b.amount + (b.extraStake ?? 0);
  for (const b of bets ?? []) {
    const row = byType.get(b.type) ?? { count: 0, staked: 0 };
    row.count += 1;
    row.staked += stakeOf(b);
    byType.set(b.type, row);
  }
  const count = bets?.length ?? 0;
  // A fee held with a bet (a rake) is taken in too: the total counts it, as the server's `staked` does.
  const fees = (bets ?? []).reduce((s, b) => s + (b.fee ?? 0), 0);
  const staked = (bets ?? []).reduce((s, b) => s + stakeOf(b), 0) + fees;
  const settled = detail?.id === round?.id && detail?.status === 'SETTLED'; // from the same answer as the bets
  const paid = (bets ?? []).reduce((s, b) => s + (b.status === 'OPEN' ? 0 : b.payout + b.refund), 0);
  const players = new Set((bets ?? []).map((b) => b.username)).size;
  return (
    <Panel
      testId="round-bets"
      title={round ? t('betsPanel.titleRound', { number: round.number }) : t('betsPanel.title')}
      right={
        bets ? (
          <span className="font-mono text-[11px] text-gray-500">{t('betsPanel.players', { count: players })}</span>
        ) : null
      }
    >
      {!round ? (
        <p className="text-sm text-gray-600">{t('betsPanel.noRound')}</p>
      ) : !bets ? (
        <p className="text-sm text-gray-600">{t('loading')}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-[10px] tracking-wider text-gray-500 uppercase">
              <th className="pb-1 text-left font-semibold">{t('betsPanel.type')}</th>
              <th className="pb-1 text-right font-semibold">{t('betsPanel.count')}</th>
              <th className="pb-1 text-right font-semibold">{t('betsPanel.staked')}</th>
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {[...byType.entries()].map(([type, r]) => (
              <tr key={type} data-bet-type={type} className="border-t border-line/60">
                <td className={`py-1 font-sans text-xs font-bold tracking-wide ${TYPE_TONE[type] ?? 'text-gray-300'}`}>
                  {typeLabel(type)}
                </td>
                <td className={`py-1 text-right ${r.count ? 'text-gray-200' : 'text-gray-600'}`}>{r.count}</td>
                <td className={`py-1 text-right ${r.count ? 'text-gray-100' : 'text-gray-600'}`}>{money(r.staked)}</td>
              </tr>
            ))}
            {fees > 0 && (
              <tr data-bet-type="FEE" className="border-t border-line/60">
                <td
                  className="py-1 font-sans text-xs font-bold tracking-wide text-gray-400"
                  title={t('betsPanel.rakeTitle', { cite: rulesCite(gameUi(game)?.rules?.fee) })}
                >
                  {t('betsPanel.rakeHeld')}
                </td>
                <td className="py-1 text-right text-gray-600">—</td>
                <td className="py-1 text-right text-gray-300">{money(fees)}</td>
              </tr>
            )}
            {!byType.size && (
              <tr>
                <td colSpan={3} className="py-1 font-sans text-gray-600">
                  {t('betsPanel.noBets')}
                </td>
              </tr>
            )}
            <tr data-testid="bets-total" className="border-t-2 border-line">
              <td className="pt-1.5 font-sans text-xs font-bold tracking-wide text-gray-400">{t('betsPanel.total')}</td>
              <td className="pt-1.5 text-right text-gray-200">{count}</td>
              <td className="pt-1.5 text-right font-bold text-brass">{money(staked)}</td>
            </tr>
          </tbody>
        </table>
      )}
      {settled && bets && (
        <div className="mt-3 grid grid-cols-2 gap-2 rounded bg-ink/60 p-2 font-mono text-xs tabular-nums">
          <div>
            <Label>{t('betsPanel.paidBack')}</Label>
            <div className="text-gray-200">{money(paid)}</div>
          </div>
          <div>
            <Label>{t('betsPanel.houseResult')}</Label>
            <div className={staked - paid >= 0 ? 'text-emerald-300' : 'text-red-300'}>
              {staked - paid >= 0 ? '+' : ''}
              {money(staked - paid)}
            </div>
          </div>
        </div>
      )}
    </Panel>
  );
}

function HistoryBadge({ r }: { r: RoundSummaryView }) {
  const t = useTranslations('dealer');
  const status = useRoundStatus();
  if (r.status === 'VOIDED')
    return (
      <span className="rounded bg-gray-700 px-1.5 py-0.5 text-[11px] font-bold text-gray-300">{t('history.void')}</span>
    );
  const badge = gameUi(r.game)?.dealer?.historyBadge(r.result) ?? null;
  if (badge) return badge;
  return <span className="text-[11px] font-semibold text-gray-500">{status(r.status)}</span>;
}

/** A round status in the reader's words (`common.roundStatus`), the code itself when it has none. */
function useRoundStatus(): (status: string) => string {
  const t = useTranslations('common');
  return (status) => (t.has(`roundStatus.${status}`) ? t(`roundStatus.${status}`) : status);
}

/** The table's last rounds, newest on top. */
export function HistoryStrip({ items }: { items: RoundSummaryView[] | null }) {
  const t = useTranslations('dealer');
  const money = useMoney().plain;
  const status = useRoundStatus();
  return (
    <Panel title={t('history.title')} testId="round-history" className="h-full">
      {!items ? (
        <p className="text-sm text-gray-600">{t('loading')}</p>
      ) : !items.length ? (
        <p className="text-sm text-gray-600">{t('history.none')}</p>
      ) : (
        <ol className="-mx-1 space-y-0.5">
          {items.map((r) => (
            <li
              key={r.id}
              data-testid={`history-${r.number}`}
              className={`flex items-center justify-between gap-2 rounded px-1 py-1 hover:bg-panel-2 ${r.status === 'SETTLED' || r.status === 'VOIDED' ? '' : 'opacity-60'}`}
              title={
                r.voidReason ??
                (r.status === 'SETTLED' ? undefined : t('history.notSettled', { status: status(r.status) }))
              }
            >
              <span className="w-10 font-mono text-xs text-gray-500">#{r.number}</span>
              <span className="flex-1">
                <HistoryBadge r={r} />
              </span>
              <span className="text-right font-mono text-[11px] text-gray-500 tabular-nums">
                {r.betCount ? money(r.staked) : '—'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
