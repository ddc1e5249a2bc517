'use client';

import { gameLabel } from '@/components/games/registry';
import { useMemo, useState } from 'react';
import { api, money } from '@/lib/client/api';
import { houseEdges } from '@/lib/games/baccarat';
import { SUPPORTED_GAMES, gameModule } from '@/lib/games/registry';
import { DECISION_SECONDS_MAX, DECISION_SECONDS_MIN, DEFAULT_BLACKJACK_RULES } from '@/lib/games/blackjack/rules';
import { DEFAULT_HCF_RULES, HCF_SECONDS_MAX, HCF_SECONDS_MIN, parseHighCardFlushRules, type RakeMode } from '@/lib/games/high-card-flush/rules';
import { isRuleError } from '@/lib/games/types';
import type { TableView } from '@/lib/tables/manage-tables';
import { centsToInput, parseAmountToCents } from '@/components/ui/amount';
import { refused, type UserRow } from '@/components/admin/users-panel';
import { ErrorAlert, Notice, Panel, StatusBadge, btnPrimaryCls, inputCls } from '@/components/ui/back-office';

export type { TableView };

/** Below this commission the Banker bet favours players (RULES.md §BAC-5: break-even ≈ 2.69% with 8 decks). */
const MIN_SAFE_COMMISSION = 3;

function pct(x: number): string {
  return `${(x * 100).toFixed(3)}%`;
}

/** Who pays the High Card Flush rake under each mode (RULES.md §HCF-9). */
const RAKE_MODE_WORDS: Record<RakeMode, string> = {
  ALL: 'every live player hand and the DP',
  ALL_BUT_DP: 'every live player hand, not the DP',
  DP_ONLY: 'the DP only, one fee a round',
};

/** An amount in currency units as cents, 0 allowed ("0", "0.00"); null when it is not an amount (RULES.md §C-3). */
function parseCentsOrZero(input: string): number | null {
  return /^\s*(0+(\.0{0,2})?|\.0{1,2})\s*$/.test(input) ? 0 : parseAmountToCents(input);
}

/** Words for a table's rules (RULES.md §BAC-5, §RL-3, §BJ, §HCF-7, §HCF-9). */
function rulesSummary(t: Pick<TableView, 'game' | 'rules'>): string {
  if (t.game === 'BACCARAT') {
    return t.rules.bankerMode === 'NO_COMMISSION' ? 'No commission · Banker win on 6 pays 1:2' : `Commission ${String(t.rules.bankerCommissionPct ?? 5)}% on Banker wins`;
  }
  if (t.game === 'ROULETTE') return `Single zero · la partage ${t.rules.laPartage ? 'on' : 'off'}`;
  if (t.game === 'BLACKJACK') {
    const r = { ...DEFAULT_BLACKJACK_RULES, ...t.rules };
    return `8 decks · no hole card · double after split ${r.doubleAfterSplit ? 'on' : 'off'} · dealer blackjack takes ${r.enhcDealerBlackjackTakes === 'all' ? 'every stake' : 'the original bet only'} · ${String(r.decisionSeconds)} s decisions`;
  }
  if (t.game === 'HIGH_CARD_FLUSH') {
    const r = { ...DEFAULT_HCF_RULES, ...t.rules };
    const mode = r.rakeMode as RakeMode;
    const rake = mode === 'DP_ONLY' ? `${money(Number(r.rakeAmount))} a round from the DP only` : `${money(Number(r.rakeAmount))} a hand (${RAKE_MODE_WORDS[mode] ?? mode})`;
    return `One deck a round · designated player, minimum bank ${money(Number(r.minBank))} · rake ${mode} ${rake} · ${String(r.decisionSeconds)} s to raise or fold · ${String(r.offerSeconds)} s to answer a DP offer`;
  }
  return JSON.stringify(t.rules);
}

function lowCommission(t: Pick<TableView, 'game' | 'rules'>): number | null {
  if (t.game !== 'BACCARAT' || t.rules.bankerMode === 'NO_COMMISSION') return null;
  const p = Number(t.rules.bankerCommissionPct ?? 5);
  return p < MIN_SAFE_COMMISSION ? p : null;
}

/** Tables: rules, limits, dealer assignment, and a form to open a new one. */
export function TablesPanel({ tables, users, error, onChanged }: { tables: TableView[] | null; users: UserRow[] | null; error: string | null; onChanged: (t?: TableView) => void }) {
  const dealers = (users ?? []).filter((u) => u.role === 'DEALER' && !u.disabled);
  return (
    <div className="space-y-4">
      <CreateTableForm onCreated={() => onChanged()} />
      <Panel title={`Tables${tables ? ` (${tables.length})` : ''}`} bodyClass="divide-y divide-line/70">
        {error && (
          <div className="p-2">
            <ErrorAlert message={error} testId="admin-error" />
          </div>
        )}
        {!tables && !error && <p className="p-3 text-sm text-gray-500">Loading tables…</p>}
        {tables && !tables.length && <p className="p-3 text-sm text-gray-500">No tables yet: create the first one above.</p>}
        {tables?.map((t) => <TableBlock key={t.id} table={t} dealers={dealers} onChanged={onChanged} />)}
      </Panel>
    </div>
  );
}

function TableBlock({ table, dealers, onChanged }: { table: TableView; dealers: UserRow[]; onChanged: (t?: TableView) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const low = lowCommission(table);
  const options = table.dealerId && !dealers.some((d) => d.id === table.dealerId) ? [...dealers, { id: table.dealerId, username: table.dealerUsername ?? table.dealerId } as UserRow] : dealers;

  const assign = async (userId: string) => {
    if (!userId || userId === table.dealerId) return;
    setBusy(true);
    setError(null);
    setOk(null);
    try {
      const t = await api<TableView>('PUT', `/api/tables/${table.id}/dealer`, { userId });
      setOk(`${t.dealerUsername ?? 'Dealer'} now deals ${t.name}.`);
      onChanged(t);
    } catch (e) {
      setError(refused(`Assigning the dealer of ${table.name}`, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-table-id={table.id} data-game={table.game} className="grid grid-cols-1 gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-gray-100">{table.name}</h3>
          <span className="text-xs text-gray-500">{gameLabel(table.game)}</span>
          <StatusBadge status={table.status} />
          {table.shoe && (
            <span className="text-[11px] text-gray-500">
              shoe #{table.shoe.number} · {table.shoe.cardsDealt}/{table.shoe.decks * 52}
            </span>
          )}
        </div>
        <p className="text-xs text-gray-400" data-field="rules">
          {rulesSummary(table)}
        </p>
        {low !== null && (
          <p data-testid="commission-warning" className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1 text-xs text-amber-200">
            ⚠ Commission {low}% is below {MIN_SAFE_COMMISSION}%: the Banker bet favours players.
          </p>
        )}
        <label className="flex items-center gap-2 text-xs text-gray-500">
          Dealer
          <select
            data-testid="assign-dealer"
            aria-label={`Dealer of ${table.name}`}
            value={table.dealerId ?? ''}
            disabled={busy}
            onChange={(e) => void assign(e.target.value)}
            className={`${inputCls} min-w-40 py-1 ${table.dealerId ? '' : 'text-amber-300'}`}
          >
            <option value="" disabled>
              — unassigned —
            </option>
            {options.map((d) => (
              <option key={d.id} value={d.id}>
                {d.username}
              </option>
            ))}
          </select>
          {busy && <span className="text-gray-500">saving…</span>}
          {ok && !busy && (
            <span role="status" className="text-emerald-300">
              ✓ {ok}
            </span>
          )}
        </label>
        {!dealers.length && <p className="text-xs text-gray-500">No DEALER accounts yet: an admin creates them under Users.</p>}
        <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
      </div>
      <LimitsTable limits={table.limits} />
    </div>
  );
}

function LimitsTable({ limits }: { limits: TableView['limits'] }) {
  return (
    <table data-field="limits" className="w-full self-start text-xs">
      <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
        <tr>
          <th className="py-1 pr-2 font-medium">Limit</th>
          <th className="py-1 pr-2 text-right font-medium">Min</th>
          <th className="py-1 text-right font-medium">Max</th>
        </tr>
      </thead>
      <tbody className="font-mono text-gray-300">
        {Object.entries(limits.bets).map(([k, v]) => (
          <tr key={k} className="border-t border-line/40">
            <td className="py-0.5 pr-2 font-sans text-gray-400">{k.replace('_', ' ')}</td>
            <td className="py-0.5 pr-2 text-right">{money(v.min)}</td>
            <td className="py-0.5 text-right">{money(v.max)}</td>
          </tr>
        ))}
        <tr className="border-t border-line">
          <td className="py-1 pr-2 font-sans text-gray-400">Max payout / round</td>
          <td />
          <td className="py-1 text-right text-gray-100">{money(limits.maxPayoutPerRound)}</td>
        </tr>
      </tbody>
    </table>
  );
}

type Game = (typeof SUPPORTED_GAMES)[number];
/** The games a table can be created for (the registry's engines), Baccarat first. */
const GAMES: Game[] = [...SUPPORTED_GAMES];
type LimitInputs = { bets: Record<string, { min: string; max: string }>; maxPayoutPerRound: string };

function defaultLimitInputs(game: Game): LimitInputs {
  const d = gameModule(game)?.defaultLimits ?? { bets: {}, maxPayoutPerRound: 0 };
  return {
    bets: Object.fromEntries(Object.entries(d.bets).map(([k, v]) => [k, { min: centsToInput(v.min), max: centsToInput(v.max) }])),
    maxPayoutPerRound: centsToInput(d.maxPayoutPerRound),
  };
}

/**
 * `POST /api/tables {name, game, rules, limits?}`: Baccarat banker mode and commission, roulette la partage,
 * blackjack options, High Card Flush rake mode, rake and minimum bank (cents) and timers; limits in currency units.
 */
function CreateTableForm({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const [game, setGame] = useState<Game>('BACCARAT');
  const [bankerMode, setBankerMode] = useState<'COMMISSION' | 'NO_COMMISSION'>('COMMISSION');
  const [commission, setCommission] = useState('5');
  const [laPartage, setLaPartage] = useState(false);
  const [doubleAfterSplit, setDoubleAfterSplit] = useState<boolean>(DEFAULT_BLACKJACK_RULES.doubleAfterSplit);
  const [enhcTakes, setEnhcTakes] = useState<'original' | 'all'>(DEFAULT_BLACKJACK_RULES.enhcDealerBlackjackTakes);
  const [decisionSeconds, setDecisionSeconds] = useState(String(DEFAULT_BLACKJACK_RULES.decisionSeconds));
  const [rakeMode, setRakeMode] = useState<RakeMode>(DEFAULT_HCF_RULES.rakeMode);
  const [rakeAmount, setRakeAmount] = useState(centsToInput(DEFAULT_HCF_RULES.rakeAmount));
  const [minBank, setMinBank] = useState(centsToInput(DEFAULT_HCF_RULES.minBank));
  const [hcfDecisionSeconds, setHcfDecisionSeconds] = useState(String(DEFAULT_HCF_RULES.decisionSeconds));
  const [offerSeconds, setOfferSeconds] = useState(String(DEFAULT_HCF_RULES.offerSeconds));
  const [limits, setLimits] = useState<LimitInputs>(() => defaultLimitInputs('BACCARAT'));
  const [limitsTouched, setLimitsTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);

  const pctNum = commission.trim() === '' ? null : Number(commission);
  const pctValid = pctNum !== null && Number.isInteger(pctNum) && pctNum >= 0 && pctNum <= 100;
  const edge = useMemo(() => {
    if (game !== 'BACCARAT' || bankerMode !== 'COMMISSION' || !pctValid || pctNum === null) return null;
    try {
      return houseEdges(8, pctNum).bankerCommission;
    } catch {
      return null;
    }
  }, [game, bankerMode, pctValid, pctNum]);
  const warn = game === 'BACCARAT' && bankerMode === 'COMMISSION' && pctValid && pctNum !== null && pctNum < MIN_SAFE_COMMISSION;

  const secsNum = Number(decisionSeconds);
  const secsValid = decisionSeconds.trim() !== '' && Number.isInteger(secsNum) && secsNum >= DECISION_SECONDS_MIN && secsNum <= DECISION_SECONDS_MAX;
  // High Card Flush (RULES.md §HCF-7, §HCF-9, §C-7): amounts typed in currency units, sent in cents;
  // checked with the server's own parser before sending, so the message is the one the API would give.
  const rakeCents = parseCentsOrZero(rakeAmount);
  const minBankCents = parseAmountToCents(minBank);
  const wholeOr = (v: string) => (v.trim() !== '' && Number.isInteger(Number(v)) ? Number(v) : v);
  const hcfBody: Record<string, unknown> = {
    rakeMode,
    rakeAmount: rakeCents ?? rakeAmount,
    minBank: minBankCents ?? minBank,
    decisionSeconds: wholeOr(hcfDecisionSeconds),
    offerSeconds: wholeOr(offerSeconds),
  };
  const hcfCheck = game === 'HIGH_CARD_FLUSH' ? parseHighCardFlushRules(hcfBody) : null;
  const hcfProblem =
    game !== 'HIGH_CARD_FLUSH' ? null : rakeCents === null ? 'Rake per hand: an amount like 1 or 0.50 (0 for no rake).' : minBankCents === null ? 'Minimum bank: a positive amount like 500.' : hcfCheck && isRuleError(hcfCheck) ? hcfCheck.message : null;
  const rulesBody: Record<string, unknown> =
    game === 'BACCARAT'
      ? { bankerMode, ...(bankerMode === 'COMMISSION' && commission.trim() !== '' ? { bankerCommissionPct: Number(commission) } : {}) }
      : game === 'BLACKJACK'
        ? { doubleAfterSplit, enhcDealerBlackjackTakes: enhcTakes, decisionSeconds: secsValid ? secsNum : decisionSeconds }
        : game === 'HIGH_CARD_FLUSH'
          ? hcfBody
          : { laPartage };

  const changeGame = (g: Game) => {
    setGame(g);
    setLimits(defaultLimitInputs(g));
    setLimitsTouched(false);
  };
  const setLimit = (key: string, side: 'min' | 'max', v: string) => {
    setLimitsTouched(true);
    setLimits((l) => ({ ...l, bets: { ...l.bets, [key]: { ...(l.bets[key] ?? { min: '', max: '' }), [side]: v } } }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setOk(null);
    if (game === 'BLACKJACK' && !secsValid) return setError(`Decision timer: a whole number of seconds ${DECISION_SECONDS_MIN}–${DECISION_SECONDS_MAX}.`);
    if (hcfProblem) return setError(hcfProblem);
    const rules = rulesBody;
    let limitsBody: { bets: Record<string, { min: number; max: number }>; maxPayoutPerRound: number } | undefined;
    if (limitsTouched) {
      const bets: Record<string, { min: number; max: number }> = {};
      for (const [k, v] of Object.entries(limits.bets)) {
        const min = parseAmountToCents(v.min);
        const max = parseAmountToCents(v.max);
        if (min === null || max === null) return setError(`Limit ${k}: enter positive amounts, e.g. 1 or 2.50.`);
        if (min > max) return setError(`Limit ${k}: the minimum ${money(min)} is above the maximum ${money(max)}.`);
        bets[k] = { min, max };
      }
      const maxPayout = parseAmountToCents(limits.maxPayoutPerRound);
      if (maxPayout === null) return setError('Max payout per round: enter a positive amount.');
      limitsBody = { bets, maxPayoutPerRound: maxPayout };
    }
    setBusy(true);
    try {
      const t = await api<TableView>('POST', '/api/tables', { name: name.trim(), game, rules, ...(limitsBody ? { limits: limitsBody } : {}) });
      setOk(`Created ${t.name} (${gameLabel(t.game)}). Assign a dealer below${gameModule(t.game as Game)?.shoeDecks ? '; the dealer starts the first shoe' : ''}.`);
      setName('');
      onCreated();
    } catch (err) {
      setError(refused('Creating the table', err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="Create table" bodyClass="p-3">
      <form data-testid="create-table-form" onSubmit={submit} noValidate className="space-y-3">
        <fieldset disabled={busy} className="space-y-3">
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-[2fr_1fr]">
            <label className="block text-xs text-gray-500">
              Name
              <input name="name" required maxLength={60} placeholder="e.g. Baccarat 2" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} className={`${inputCls} mt-1 w-full`} />
            </label>
            <label className="block text-xs text-gray-500">
              Game
              <select name="game" value={game} onChange={(e) => changeGame(e.target.value as Game)} className={`${inputCls} mt-1 w-full`}>
                {GAMES.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {game === 'BACCARAT' ? (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <label className="block text-xs text-gray-500">
                Banker mode
                <select name="bankerMode" value={bankerMode} onChange={(e) => setBankerMode(e.target.value as 'COMMISSION' | 'NO_COMMISSION')} className={`${inputCls} mt-1 w-full`}>
                  <option value="COMMISSION">COMMISSION</option>
                  <option value="NO_COMMISSION">NO_COMMISSION</option>
                </select>
              </label>
              <label className="block text-xs text-gray-500">
                Banker commission %
                <input
                  name="bankerCommissionPct"
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  disabled={bankerMode !== 'COMMISSION'}
                  value={commission}
                  onChange={(e) => setCommission(e.target.value)}
                  className={`${inputCls} mt-1 w-full font-mono`}
                />
              </label>
              <p className="text-xs text-gray-500 sm:col-span-2">
                {bankerMode === 'COMMISSION'
                  ? edge !== null
                    ? <>Banker pays 1:1 less the commission · house edge on Banker <span className={`font-mono ${edge < 0 ? 'text-rose-300' : 'text-gray-300'}`}>{pct(edge)}</span> (8 decks)</>
                    : 'Commission: a whole percent 0–100 (default 5).'
                  : <>Banker pays 1:1, a Banker win on 6 pays 1:2 · house edge on Banker <span className="font-mono text-gray-300">{pct(houseEdges(8, 5).bankerNoCommission)}</span> (8 decks)</>}
              </p>
              {warn && (
                <p role="status" data-testid="commission-warning" className="rounded border border-amber-500/40 bg-amber-500/10 px-2 py-1.5 text-xs text-amber-200 sm:col-span-2">
                  ⚠ A commission below {MIN_SAFE_COMMISSION}% makes the Banker bet favour players{edge !== null && edge < 0 ? ` (house edge ${pct(edge)})` : ''}. 0% is the seed’s literal 1:1 (RULES.md §BAC-5).
                </p>
              )}
            </div>
          ) : game === 'BLACKJACK' ? (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-field="blackjack-rules">
              <label className="flex items-center gap-2 text-sm text-gray-300 sm:col-span-2">
                <input name="doubleAfterSplit" type="checkbox" checked={doubleAfterSplit} onChange={(e) => setDoubleAfterSplit(e.target.checked)} className="h-4 w-4 accent-[var(--color-brass)]" />
                Double after split <span className="text-xs text-gray-500">(a split hand may double on two cards; never split aces)</span>
              </label>
              <label className="block text-xs text-gray-500">
                Dealer blackjack takes
                <select name="enhcDealerBlackjackTakes" value={enhcTakes} onChange={(e) => setEnhcTakes(e.target.value as 'original' | 'all')} className={`${inputCls} mt-1 w-full`}>
                  <option value="original">original bet only</option>
                  <option value="all">every stake (doubles, splits)</option>
                </select>
              </label>
              <label className="block text-xs text-gray-500">
                Decision timer (seconds, {DECISION_SECONDS_MIN}–{DECISION_SECONDS_MAX})
                <input
                  name="decisionSeconds"
                  type="number"
                  min={DECISION_SECONDS_MIN}
                  max={DECISION_SECONDS_MAX}
                  step={1}
                  value={decisionSeconds}
                  onChange={(e) => setDecisionSeconds(e.target.value)}
                  className={`${inputCls} mt-1 w-full font-mono ${secsValid ? '' : 'border-rose-500/60'}`}
                />
              </label>
              <p className="text-xs text-gray-500 sm:col-span-2">
                8 decks, 7 seats, no hole card, dealer stands on all 17s, Bet Behind (RULES.md §BJ). Rules sent:{' '}
                <code data-field="rules-json" className="font-mono text-gray-300">
                  {JSON.stringify(rulesBody)}
                </code>
              </p>
            </div>
          ) : game === 'HIGH_CARD_FLUSH' ? (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-field="hcf-rules">
              <label className="block text-xs text-gray-500">
                Rake mode (§HCF-9)
                <select name="rakeMode" value={rakeMode} onChange={(e) => setRakeMode(e.target.value as RakeMode)} className={`${inputCls} mt-1 w-full`}>
                  {(Object.keys(RAKE_MODE_WORDS) as RakeMode[]).map((m) => (
                    <option key={m} value={m}>
                      {m} — {RAKE_MODE_WORDS[m]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="block text-xs text-gray-500">
                Rake per hand (0 for none)
                <input name="rakeAmount" inputMode="decimal" value={rakeAmount} onChange={(e) => setRakeAmount(e.target.value)} className={`${inputCls} mt-1 w-full font-mono ${rakeCents === null ? 'border-rose-500/60' : ''}`} />
              </label>
              <label className="block text-xs text-gray-500">
                Minimum bank to be offered the DP seat (§HCF-7)
                <input name="minBank" inputMode="decimal" value={minBank} onChange={(e) => setMinBank(e.target.value)} className={`${inputCls} mt-1 w-full font-mono ${minBankCents === null ? 'border-rose-500/60' : ''}`} />
              </label>
              <div className="grid grid-cols-2 gap-2">
                <label className="block text-xs text-gray-500">
                  Raise / fold timer (s)
                  <input
                    name="hcfDecisionSeconds"
                    type="number"
                    min={HCF_SECONDS_MIN}
                    max={HCF_SECONDS_MAX}
                    step={1}
                    value={hcfDecisionSeconds}
                    onChange={(e) => setHcfDecisionSeconds(e.target.value)}
                    className={`${inputCls} mt-1 w-full font-mono`}
                  />
                </label>
                <label className="block text-xs text-gray-500">
                  DP offer timer (s)
                  <input name="offerSeconds" type="number" min={HCF_SECONDS_MIN} max={HCF_SECONDS_MAX} step={1} value={offerSeconds} onChange={(e) => setOfferSeconds(e.target.value)} className={`${inputCls} mt-1 w-full font-mono`} />
                </label>
              </div>
              {hcfProblem && (
                <p role="status" data-testid="hcf-rules-problem" className="rounded border border-rose-500/40 bg-rose-500/10 px-2 py-1.5 text-xs text-rose-200 sm:col-span-2">
                  {hcfProblem}
                </p>
              )}
              <p className="text-xs text-gray-500 sm:col-span-2">
                One deck a round, six seats and a designated player who banks (RULES.md §HCF). Timers {HCF_SECONDS_MIN}–{HCF_SECONDS_MAX} s; an unanswered offer is a decline, an expired decision folds. Rake{' '}
                {rakeCents !== null ? <span className="font-mono text-gray-300">{money(rakeCents)}</span> : '—'} paid by {RAKE_MODE_WORDS[rakeMode]}; dead hands pay none. Rules sent:{' '}
                <code data-field="rules-json" className="break-all font-mono text-gray-300">
                  {JSON.stringify(rulesBody)}
                </code>
              </p>
            </div>
          ) : (
            <label className="flex items-center gap-2 text-sm text-gray-300">
              <input name="laPartage" type="checkbox" checked={laPartage} onChange={(e) => setLaPartage(e.target.checked)} className="h-4 w-4 accent-[var(--color-brass)]" />
              La partage <span className="text-xs text-gray-500">(on 0, even-money bets lose only half)</span>
            </label>
          )}

          <details className="rounded border border-line/70 bg-ink/30">
            <summary className="cursor-pointer select-none px-2 py-1.5 text-xs text-gray-400">
              Limits {limitsTouched ? <span className="text-brass">(custom)</span> : <span className="text-gray-600">(game defaults)</span>}
            </summary>
            <div className="grid grid-cols-[auto_1fr_1fr] items-center gap-x-2 gap-y-1 px-2 pb-2 text-xs">
              <span className="text-[10px] uppercase tracking-wider text-gray-600">Bet</span>
              <span className="text-[10px] uppercase tracking-wider text-gray-600">Min</span>
              <span className="text-[10px] uppercase tracking-wider text-gray-600">Max</span>
              {Object.entries(limits.bets).map(([k, v]) => (
                <LimitRow key={k} label={k} min={v.min} max={v.max} onMin={(x) => setLimit(k, 'min', x)} onMax={(x) => setLimit(k, 'max', x)} />
              ))}
              <span className="text-gray-400">Max payout / round</span>
              <span />
              <input
                aria-label="Max payout per round"
                inputMode="decimal"
                value={limits.maxPayoutPerRound}
                onChange={(e) => {
                  setLimitsTouched(true);
                  setLimits((l) => ({ ...l, maxPayoutPerRound: e.target.value }));
                }}
                className={`${inputCls} py-0.5 text-right font-mono`}
              />
            </div>
          </details>

          <div className="flex items-center gap-3">
            <button type="submit" className={btnPrimaryCls}>
              {busy ? 'Creating…' : 'Create table'}
            </button>
          </div>
        </fieldset>
        <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
        {ok && <Notice>{ok}</Notice>}
      </form>
    </Panel>
  );
}

function LimitRow({ label, min, max, onMin, onMax }: { label: string; min: string; max: string; onMin: (v: string) => void; onMax: (v: string) => void }) {
  return (
    <>
      <span className="text-gray-400">{label.replace('_', ' ')}</span>
      <input aria-label={`${label} minimum`} inputMode="decimal" value={min} onChange={(e) => onMin(e.target.value)} className={`${inputCls} py-0.5 text-right font-mono`} />
      <input aria-label={`${label} maximum`} inputMode="decimal" value={max} onChange={(e) => onMax(e.target.value)} className={`${inputCls} py-0.5 text-right font-mono`} />
    </>
  );
}
