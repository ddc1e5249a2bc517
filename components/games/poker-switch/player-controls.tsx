'use client';

import { useEffect, useRef, useState } from 'react';
import type { PokerSwitchRules } from '@/lib/games/poker-switch/rules';
import { DecisionTimer } from '@/components/games/blackjack/player-controls';
import {
  better,
  clampInsurance,
  handName,
  insuranceStep,
  pairBoxes,
  switchPreview,
  type MyPs,
  type PsRound,
  type SwitchPreview,
} from './player-format';
import { usePsWords } from './player-board';
import type { PsTableState } from './use-ps-actions';

const BTN =
  'flex min-h-12 touch-manipulation flex-col items-center justify-center rounded-lg px-2 py-1.5 text-base font-semibold leading-tight text-white shadow disabled:cursor-not-allowed disabled:opacity-50 sm:min-w-36 sm:flex-row sm:gap-1.5';

/** Whether a key press is typing in a field (the dock's keys then do nothing). */
function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return (
    e.ctrlKey ||
    e.metaKey ||
    e.altKey ||
    (!!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable))
  );
}

/** Both boxes' hands now and after the toggle (§PS-3), the better of each pair of hands in gold. */
function SwitchHands({ p, lo, hi }: { p: SwitchPreview; lo: number; hi: number }) {
  const { t } = usePsWords();
  const row = (label: string, hands: SwitchPreview['now'], other: SwitchPreview['now'], testId: string) => (
    <tr data-testid={testId}>
      <th className="pr-2 text-left font-normal text-white/55">{label}</th>
      {hands.map((x, i) => (
        <td
          key={i}
          data-category={x.category}
          className={`pr-2 ${better(x, other[i]!) ? 'font-semibold text-brass' : 'text-white/80'}`}
        >
          {handName(t, x)}
        </td>
      ))}
    </tr>
  );
  return (
    <table className="w-full text-xs sm:text-sm">
      <thead className="text-[10px] uppercase tracking-wider text-white/40">
        <tr>
          <th />
          <th className="pr-2 text-left font-normal">{t('felt.box', { box: lo })}</th>
          <th className="pr-2 text-left font-normal">{t('felt.box', { box: hi })}</th>
        </tr>
      </thead>
      <tbody>
        {row(p.switched ? t('dock.nowSwitched') : t('dock.now'), p.now, p.toggled, 'ps-switch-now')}
        {row(p.switched ? t('dock.ifBack') : t('dock.ifSwitch'), p.toggled, p.now, 'ps-switch-toggled')}
      </tbody>
    </table>
  );
}

/**
 * The pair's turn (RULES.md §PS-3, §PS-4): the Switch / Switch back toggle with its fee and both
 * resulting hands named (while neither box has decided), then Fold / Bet for the box whose turn it is
 * (the lower first), and Bet with insurance when the box may insure, its amount on a slider held to the
 * allowed range. Keys: S switch, F fold, B bet.
 */
function TurnDock({ s, h, my, rules }: { s: PsTableState; h: PsRound; my: MyPs; rules: PokerSwitchRules }) {
  const w = usePsWords();
  const { t, money } = w;
  const n = my.turn!;
  const pair = n.seat;
  const preview = switchPreview(h.view, pair);
  const canToggle = n.actions.includes('SWITCH') || n.actions.includes('UNSWITCH');
  const toggle = n.actions.includes('UNSWITCH') ? 'UNSWITCH' : 'SWITCH';
  const fee = preview?.fee ?? n.fee;
  const [lo, hi] = pairBoxes(h.view, pair);
  const box = n.box === lo?.box ? lo : hi;
  const range = n.actions.includes('INSURE') ? n.insurance : null;
  // The slider's amount for the box whose turn it is (a new box starts at the lowest insurance again).
  const [ins, setIns] = useState<{ box: number; amount: number } | null>(null);
  const insurance = range ? clampInsurance(ins?.box === n.box ? ins.amount : range.min, range) : 0;
  const balance = s.balance;
  const short = (cost: number) => balance !== null && balance < cost;
  const busy = s.busy;
  const act = (action: 'SWITCH' | 'UNSWITCH' | 'BET' | 'FOLD' | 'INSURE', amount?: number) =>
    void s.decidePs({
      seat: pair,
      ...(action === 'SWITCH' || action === 'UNSWITCH' ? {} : { hand: n.hand }),
      action,
      ...(amount !== undefined ? { amount } : {}),
    });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || s.busy) return;
      const k = e.key.toLowerCase();
      if (k === 's' && canToggle && !(toggle === 'SWITCH' && short(fee))) {
        e.preventDefault();
        act(toggle);
      } else if (k === 'f') {
        e.preventDefault();
        act('FOLD');
      } else if (k === 'b' && !short(n.bet)) {
        e.preventDefault();
        act('BET');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div data-testid="ps-turn" data-pair={pair} data-box={n.box} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm leading-tight text-white">
          <span className="font-semibold text-brass">{t('dock.yourTurn', { pair })}</span>
          {box?.playing && (
            <span className="text-white/80">
              {' '}
              · {t('felt.box', { box: n.box })}: {handName(t, box.playing)}
            </span>
          )}
        </p>
        <DecisionTimer
          deadline={h.deadline}
          total={rules.turnSeconds}
          testId="ps-turn-timer"
          title={t('dock.timerTitle')}
        />
      </div>

      {canToggle && (
        <div className="rounded-lg border border-sky-300/30 bg-sky-950/40 p-2">
          {preview && <SwitchHands p={preview} lo={2 * pair - 1} hi={2 * pair} />}
          <button
            type="button"
            data-testid="btn-switch"
            data-action={toggle}
            data-fee={fee}
            disabled={busy || (toggle === 'SWITCH' && short(fee))}
            onClick={() => act(toggle)}
            title={toggle === 'SWITCH' ? t('dock.switchTitle', { fee: money(fee) }) : t('dock.unswitchTitle')}
            className={`${BTN} mt-1.5 w-full bg-sky-700 hover:bg-sky-600 sm:w-auto`}
          >
            <span>
              {toggle === 'SWITCH' ? t('dock.switch') : t('dock.unswitch')}
              <kbd className="ml-1.5 hidden text-[10px] opacity-60 sm:inline">S</kbd>
            </span>
            <span className="font-mono text-xs font-normal opacity-90 sm:text-sm">
              {toggle === 'SWITCH' ? t('dock.fee', { fee: money(fee) }) : t('dock.refund', { fee: money(fee) })}
            </span>
          </button>
        </div>
      )}

      <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-center" role="group" aria-label={t('dock.group')}>
        <button
          type="button"
          data-testid="btn-fold"
          disabled={busy}
          onClick={() => act('FOLD')}
          title={t('dock.foldTitle', { box: n.box })}
          className={`${BTN} bg-red-700 hover:bg-red-600`}
        >
          <span>
            {t('dock.fold')} <kbd className="ml-1 hidden text-[10px] opacity-60 sm:inline">F</kbd>
          </span>
          <span className="text-xs font-normal opacity-80">{t('felt.box', { box: n.box })}</span>
        </button>
        <button
          type="button"
          data-testid="btn-bet"
          data-amount={n.bet}
          disabled={busy || short(n.bet)}
          onClick={() => act('BET')}
          title={t('dock.betTitle', { box: n.box, amount: money(n.bet) })}
          className={`${BTN} bg-emerald-600 hover:bg-emerald-500`}
        >
          <span>
            {t('dock.bet')} <kbd className="ml-1 hidden text-[10px] opacity-60 sm:inline">B</kbd>
          </span>
          <span className="font-mono text-xs font-normal opacity-90 sm:text-sm">{money(n.bet)}</span>
        </button>
      </div>

      {range && (
        <div
          data-testid="ps-insure"
          data-min={range.min}
          data-max={range.max}
          className="space-y-1 rounded-lg border border-violet-300/30 bg-violet-950/40 p-2"
        >
          <p className="text-xs text-violet-100">
            {t('dock.insureRange', { min: money(range.min), max: money(range.max) })}
          </p>
          <div className="flex items-center gap-2">
            <input
              type="range"
              data-testid="ps-insure-amount"
              aria-label={t('dock.insureAmount')}
              min={range.min}
              max={range.max}
              step={insuranceStep(range)}
              value={insurance}
              onChange={(e) => setIns({ box: n.box, amount: Number(e.target.value) })}
              className="min-w-0 flex-1 accent-violet-400"
            />
            <span className="whitespace-nowrap font-mono text-sm text-white">{money(insurance)}</span>
          </div>
          <button
            type="button"
            data-testid="btn-insure"
            data-amount={insurance}
            disabled={busy || short(n.bet + insurance)}
            onClick={() => act('INSURE', insurance)}
            title={t('dock.insureTitle')}
            className={`${BTN} w-full bg-violet-700 hover:bg-violet-600 sm:w-auto`}
          >
            <span>{t('dock.insure')}</span>
            <span className="font-mono text-xs font-normal opacity-90 sm:text-sm">
              {t('dock.insureCost', { bet: money(n.bet), insurance: money(insurance) })}
            </span>
          </button>
        </div>
      )}
      {short(n.bet) && (
        <p className="text-center text-xs text-red-300">
          {t('dock.short', { balance: money(balance ?? 0), amount: money(n.bet) })}
        </p>
      )}
    </div>
  );
}

/**
 * The buy window (RULES.md §PS-6): per box of the player's that Bet against a dealer without a game, Buy
 * (gives up the Ante, can win the Bet per the table and a switched box's 2:1 Ante) or No buy (the Ante
 * paid 1:1), with the window's timer (expiry: no buy).
 */
function BuyDock({ s, h, my, rules }: { s: PsTableState; h: PsRound; my: MyPs; rules: PokerSwitchRules }) {
  const w = usePsWords();
  const { t, money } = w;
  return (
    <div data-testid="ps-buy" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 text-sm leading-tight text-white">
          <span className="font-semibold text-brass">{t('dock.buyTitle')}</span>
          <span className="block text-xs text-white/60 sm:inline"> · {t('dock.buyWhy')}</span>
        </p>
        <DecisionTimer
          deadline={h.deadline}
          total={rules.buySeconds}
          testId="ps-buy-timer"
          title={t('dock.buyTimer')}
        />
      </div>
      {my.buying.map((x) => {
        const b = h.view.boxes.find((y) => y.box === x.box);
        const offer = b?.buyOffer;
        return (
          <div key={x.box} data-testid={`ps-buy-box-${x.box}`} className="space-y-1">
            <p className="text-xs text-white/80">
              {t('felt.box', { box: x.box })}
              {b?.playing ? ` · ${handName(t, b.playing)}` : ''}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-center">
              <button
                type="button"
                data-testid={`btn-no-buy-${x.box}`}
                disabled={s.busy}
                onClick={() => void s.decidePs({ seat: x.seat, hand: x.hand, action: 'NO_BUY' })}
                className={`${BTN} bg-slate-600 hover:bg-slate-500`}
              >
                <span>{t('dock.noBuy')}</span>
                {offer && (
                  <span className="text-xs font-normal opacity-90">
                    {t('dock.noBuyWins', { amount: money(offer.noBuyWins) })}
                  </span>
                )}
              </button>
              <button
                type="button"
                data-testid={`btn-buy-${x.box}`}
                data-cost={offer?.cost ?? ''}
                data-can-win={offer?.canWin ?? ''}
                disabled={s.busy}
                onClick={() => void s.decidePs({ seat: x.seat, hand: x.hand, action: 'BUY' })}
                className={`${BTN} bg-amber-600 hover:bg-amber-500`}
              >
                <span>{t('dock.buy')}</span>
                {offer && (
                  <span className="text-xs font-normal opacity-90">
                    {t('dock.buyOffer', { cost: money(offer.cost), win: money(offer.canWin) })}
                  </span>
                )}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The player's decisions for the shell's decision bar (under the felt; stuck to the bottom on phones). */
export function PsDock({ s, h, my, rules }: { s: PsTableState; h: PsRound; my: MyPs; rules: PokerSwitchRules }) {
  const ref = useRef<HTMLDivElement>(null);
  // From md up the bar sits under the felt, not stuck to the screen: bring it into view when a decision opens.
  useEffect(() => {
    if (ref.current && window.matchMedia('(min-width: 768px)').matches)
      ref.current.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div ref={ref} data-testid="ps-decision" className="scroll-mb-3">
      {my.turn ? <TurnDock s={s} h={h} my={my} rules={rules} /> : <BuyDock s={s} h={h} my={my} rules={rules} />}
    </div>
  );
}
