'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import '@/lib/client/zod-csp';
import { SUPPORTED_GAMES, gameModule } from '@/lib/games/registry';
import type { TableView } from '@/lib/tables/manage-tables';
import { gameFolder, gameUi, useGameLabel } from '@/components/games/registry';
import type { RulesDraft } from '@/components/games/types';
import { centsToLocalInput, parseLocalAmount } from '@/components/admin/amount-input';
import { useRefused, type UserRow } from '@/components/admin/users-panel';
import { PitStatus as StatusBadge } from '@/components/pit/status';
import { useConsoleWords, type ShellWords } from '@/components/pit/words';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ErrorAlert, Notice, Panel, btnCls, btnDangerCls, btnPrimaryCls, inputCls } from '@/components/ui/back-office';

export type { TableView };

/** Words for a table's rules, as the game puts them (its `AdminUi.rulesText`). */
function rulesSummary(w: ShellWords, t: Pick<TableView, 'game' | 'rules'>): string {
  return gameUi(t.game)?.admin?.rulesText(t.rules, w.game(t.game)) ?? JSON.stringify(t.rules);
}

/** Tables: rules, limits, dealer assignment, and a form to open a new one. */
export function TablesPanel({
  tables,
  users,
  error,
  onChanged,
  canChangeRules,
}: {
  tables: TableView[] | null;
  users: UserRow[] | null;
  error: string | null;
  onChanged: (t?: TableView) => void;
  /** An ADMIN changes rules and opens/closes tables; a PIT_BOSS only limits (issue #18 §4). */
  canChangeRules: boolean;
}) {
  const dealers = (users ?? []).filter((u) => u.role === 'DEALER' && !u.disabled);
  const t = useTranslations('admin.tables');
  return (
    <div className="space-y-4">
      <CreateTableForm onCreated={() => onChanged()} />
      <Panel
        title={tables ? t('titleCount', { count: tables.length }) : t('title')}
        bodyClass="divide-y divide-line/70"
      >
        {error && (
          <div className="p-2">
            <ErrorAlert message={error} testId="admin-error" />
          </div>
        )}
        {!tables && !error && <p className="p-3 text-sm text-gray-500">{t('loading')}</p>}
        {tables && !tables.length && <p className="p-3 text-sm text-gray-500">{t('empty')}</p>}
        {tables?.map((t) => (
          <TableBlock key={t.id} table={t} dealers={dealers} onChanged={onChanged} canChangeRules={canChangeRules} />
        ))}
      </Panel>
    </div>
  );
}

function TableBlock({
  table,
  dealers,
  onChanged,
  canChangeRules,
}: {
  table: TableView;
  dealers: UserRow[];
  onChanged: (t?: TableView) => void;
  canChangeRules: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const Warning = gameUi(table.game)?.admin?.TableWarning;
  const t = useTranslations('admin.tables');
  const w = useConsoleWords('admin');
  const gameLabel = useGameLabel();
  const refused = useRefused();
  const options =
    table.dealerId && !dealers.some((d) => d.id === table.dealerId)
      ? [...dealers, { id: table.dealerId, username: table.dealerUsername ?? table.dealerId } as UserRow]
      : dealers;

  const assign = async (userId: string) => {
    if (!userId || userId === table.dealerId) return;
    setBusy(true);
    setError(null);
    setOk(null);
    try {
      const x = await api<TableView>('PUT', `/api/tables/${table.id}/dealer`, { userId });
      setOk(t('assigned', { dealer: x.dealerUsername ?? t('dealer'), table: x.name }));
      onChanged(x);
    } catch (e) {
      setError(refused(t('assignWhat', { table: table.name }), e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      data-table-id={table.id}
      data-game={table.game}
      className="grid grid-cols-1 gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-gray-100">{table.name}</h3>
          <span className="text-xs text-gray-500">{gameLabel(table.game)}</span>
          <StatusBadge status={table.status} />
          <span data-testid="admin-config-badge" className="font-mono text-[11px] text-gray-500">
            v{table.configVersion} · {table.configHash}
          </span>
          {table.shoe && (
            <span className="text-[11px] text-gray-500">
              {t('shoe', { number: table.shoe.number, dealt: table.shoe.cardsDealt, total: table.shoe.decks * 52 })}
            </span>
          )}
        </div>
        <p className="text-xs text-gray-400" data-field="rules">
          {rulesSummary(w, table)}
        </p>
        {Warning && <Warning rules={table.rules} />}
        <label className="flex items-center gap-2 text-xs text-gray-500">
          {t('dealer')}
          <select
            data-testid="assign-dealer"
            aria-label={t('dealerOf', { table: table.name })}
            value={table.dealerId ?? ''}
            disabled={busy}
            onChange={(e) => void assign(e.target.value)}
            className={`${inputCls} min-w-40 py-1 ${table.dealerId ? '' : 'text-amber-300'}`}
          >
            <option value="" disabled>
              {t('unassigned')}
            </option>
            {options.map((d) => (
              <option key={d.id} value={d.id}>
                {d.username}
              </option>
            ))}
          </select>
          {busy && <span className="text-gray-500">{t('saving')}</span>}
          {ok && !busy && (
            <span role="status" className="text-emerald-300">
              ✓ {ok}
            </span>
          )}
        </label>
        {!dealers.length && <p className="text-xs text-gray-500">{t('noDealers')}</p>}
        <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
      </div>
      <LimitsTable limits={table.limits} game={table.game} />
      <ConfigEditor table={table} onChanged={onChanged} canChangeRules={canChangeRules} />
    </div>
  );
}

/** The table as `PATCH /api/tables/:id` answers it. */
type PatchedTable = TableView & { change: { version: number; hash: string; changes: unknown[] } };

/**
 * Changing a table's configuration (issue #18 §4, `PATCH /api/tables/:id`): its limits (currency units) and rules
 * (the game's rules as JSON), or opening/closing it, each with a reason. Every change is a new version that applies
 * from the next round, recorded in the audit log.
 */
function ConfigEditor({
  table,
  onChanged,
  canChangeRules,
}: {
  table: TableView;
  onChanged: (t?: TableView) => void;
  canChangeRules: boolean;
}) {
  const t = useTranslations('admin.tables.config');
  const tt = useTranslations('admin.tables');
  const locale = useLocale();
  const money = useMoney();
  const betName = useBetName();
  const refused = useRefused();
  const initial = (): LimitInputs => ({
    bets: Object.fromEntries(
      Object.entries(table.limits.bets).map(([k, v]) => [
        k,
        { min: centsToLocalInput(v.min, locale), max: centsToLocalInput(v.max, locale) },
      ]),
    ),
    maxPayoutPerRound: centsToLocalInput(table.limits.maxPayoutPerRound, locale),
  });
  const [limits, setLimits] = useState<LimitInputs>(initial);
  const [rulesText, setRulesText] = useState(() => JSON.stringify(table.rules, null, 2));
  const [reason, setReason] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const [seenVersion, setSeenVersion] = useState(table.configVersion);
  if (seenVersion !== table.configVersion) {
    setSeenVersion(table.configVersion);
    setLimits(initial());
    setRulesText(JSON.stringify(table.rules, null, 2));
  }

  const send = async (body: Record<string, unknown>) => {
    setError(null);
    setOk(null);
    if (!reason.trim()) return setError(t('reasonNeeded'));
    setBusy(true);
    try {
      const x = await api<PatchedTable>('PATCH', `/api/tables/${table.id}`, { ...body, reason: reason.trim() });
      setOk(t('saved', { version: x.change.version, hash: x.change.hash, count: x.change.changes.length }));
      setReason('');
      onChanged(x);
    } catch (e) {
      setError(refused(t('what', { table: table.name }), e));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const bets: Record<string, { min: number; max: number }> = {};
    for (const [k, v] of Object.entries(limits.bets)) {
      const min = parseLocalAmount(v.min, locale);
      const max = parseLocalAmount(v.max, locale);
      if (min === null || max === null)
        return setError(tt('limitInvalid', { bet: betName(table.game, k), example: money.plain(250) }));
      if (min > max)
        return setError(tt('limitOrder', { bet: betName(table.game, k), min: money(min), max: money(max) }));
      bets[k] = { min, max };
    }
    const maxPayout = parseLocalAmount(limits.maxPayoutPerRound, locale);
    if (maxPayout === null) return setError(tt('maxPayoutInvalid'));
    let rules: unknown;
    try {
      rules = JSON.parse(rulesText);
    } catch {
      return setError(t('rulesNotJson'));
    }
    if (!rules || typeof rules !== 'object' || Array.isArray(rules)) return setError(t('rulesNotJson'));
    const rulesChanged = canChangeRules && JSON.stringify(rules) !== JSON.stringify(table.rules);
    void send({ limits: { bets, maxPayoutPerRound: maxPayout }, ...(rulesChanged ? { rules } : {}) });
  };
  const setLimit = (key: string, side: 'min' | 'max', v: string) =>
    setLimits((l) => ({ ...l, bets: { ...l.bets, [key]: { ...(l.bets[key] ?? { min: '', max: '' }), [side]: v } } }));
  const closed = table.status === 'CLOSED';

  return (
    <details data-testid="config-editor" className="rounded border border-line/70 bg-ink/30 lg:col-span-2">
      <summary className="cursor-pointer select-none px-2 py-1.5 text-xs text-gray-400">
        {t('title', { version: table.configVersion, hash: table.configHash })}
      </summary>
      <div className="space-y-3 px-2 pb-2">
        <p className="text-xs text-gray-500">{t('hint')}</p>
        <fieldset disabled={busy} className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <div className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-2 gap-y-1 self-start text-xs">
            <span className="text-[10px] uppercase tracking-wider text-gray-600">{tt('bet')}</span>
            <span className="text-[10px] uppercase tracking-wider text-gray-600">{tt('min')}</span>
            <span className="text-[10px] uppercase tracking-wider text-gray-600">{tt('max')}</span>
            {Object.entries(limits.bets).map(([k, v]) => (
              <LimitRow
                key={k}
                label={betName(table.game, k)}
                min={v.min}
                max={v.max}
                onMin={(x) => setLimit(k, 'min', x)}
                onMax={(x) => setLimit(k, 'max', x)}
              />
            ))}
            <span className="text-gray-400">{tt('maxPayout')}</span>
            <span />
            <input
              aria-label={tt('maxPayoutLabel')}
              inputMode="decimal"
              value={limits.maxPayoutPerRound}
              onChange={(e) => setLimits((l) => ({ ...l, maxPayoutPerRound: e.target.value }))}
              className={`${inputCls} w-full min-w-0 py-0.5 text-right font-mono`}
            />
          </div>
          {canChangeRules ? (
            <label className="block text-xs text-gray-500">
              {t('rules')}
              <textarea
                data-testid="config-rules"
                rows={6}
                spellCheck={false}
                value={rulesText}
                onChange={(e) => setRulesText(e.target.value)}
                className={`${inputCls} mt-1 w-full font-mono text-xs`}
              />
            </label>
          ) : (
            <p className="text-xs text-gray-500" data-testid="config-limits-only">
              {t('limitsOnly')}
            </p>
          )}
          <label className="block text-xs text-gray-500 md:col-span-2">
            {t('reason')}
            <input
              data-testid="config-reason"
              required
              maxLength={500}
              value={reason}
              placeholder={t('reasonPlaceholder')}
              onChange={(e) => setReason(e.target.value)}
              className={`${inputCls} mt-1 w-full`}
            />
          </label>
          <div className="flex flex-wrap items-center gap-2 md:col-span-2">
            <button type="button" data-testid="config-save" className={btnPrimaryCls} onClick={save}>
              {busy ? tt('saving') : canChangeRules ? t('save') : t('saveLimits')}
            </button>
            {canChangeRules && (
              <button
                type="button"
                data-testid={closed ? 'config-open' : 'config-close'}
                className={closed ? btnCls : btnDangerCls}
                onClick={() => {
                  if (closed) return void send({ status: 'OPEN' });
                  // Closing stops the table for players: confirmed by name, after the reason is given.
                  setError(null);
                  if (!reason.trim()) return setError(t('reasonNeeded'));
                  setConfirmClose(true);
                }}
              >
                {closed ? t('open') : t('close')}
              </button>
            )}
            <a href={`/pit/audit?tableId=${table.id}`} className="text-xs text-gray-400 underline">
              {t('history')}
            </a>
          </div>
        </fieldset>
        <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
        {ok && <Notice>{ok}</Notice>}
        <ModalDialog
          open={confirmClose}
          onClose={() => setConfirmClose(false)}
          title={t('closeConfirmTitle', { table: table.name })}
          testId="close-table-dialog"
          closeTestId="close-table-dialog-close"
        >
          <p className="text-gray-200">{t('closeConfirm', { table: table.name })}</p>
          <p className="text-xs text-gray-400">{t('closeConfirmReason', { reason: reason.trim() })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={btnCls} disabled={busy} onClick={() => setConfirmClose(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              data-testid="config-close-confirm"
              className={btnDangerCls}
              disabled={busy}
              onClick={() => {
                setConfirmClose(false);
                void send({ status: 'CLOSED' });
              }}
            >
              {t('closeConfirmButton', { table: table.name })}
            </button>
          </div>
        </ModalDialog>
      </div>
    </details>
  );
}

/** A limit's bet key in the game's own words (`games.<folder>.dealer.bet.<KEY>`, the dealer console's), else the key. */
function useBetName(): (game: string, key: string) => string {
  const tGames = useTranslations('games');
  return (game, key) => {
    const id = `${gameFolder(game)}.dealer.bet.${key}`;
    return game && tGames.has(id) ? tGames(id) : key.replaceAll('_', ' ');
  };
}

function LimitsTable({ limits, game }: { limits: TableView['limits']; game: string }) {
  const t = useTranslations('admin.tables');
  const money = useMoney();
  const betName = useBetName();
  return (
    <table data-field="limits" className="w-full self-start text-xs">
      <thead className="text-left text-[10px] uppercase tracking-wider text-gray-500">
        <tr>
          <th className="py-1 pr-2 font-medium">{t('limit')}</th>
          <th className="py-1 pr-2 text-right font-medium">{t('min')}</th>
          <th className="py-1 text-right font-medium">{t('max')}</th>
        </tr>
      </thead>
      <tbody className="font-mono text-gray-300">
        {Object.entries(limits.bets).map(([k, v]) => (
          <tr key={k} className="border-t border-line/40">
            <td className="py-0.5 pr-2 font-sans text-gray-400">{betName(game, k)}</td>
            <td className="py-0.5 pr-2 text-right">{money(v.min)}</td>
            <td className="py-0.5 text-right">{money(v.max)}</td>
          </tr>
        ))}
        <tr className="border-t border-line">
          <td className="py-1 pr-2 font-sans text-gray-400">{t('maxPayout')}</td>
          <td />
          <td className="py-1 text-right text-gray-100">{money(limits.maxPayoutPerRound)}</td>
        </tr>
      </tbody>
    </table>
  );
}

type Game = (typeof SUPPORTED_GAMES)[number];
/** The games a table can be created for (the registry's engines), in the registry's order. */
const GAMES: Game[] = [...SUPPORTED_GAMES];
type LimitInputs = { bets: Record<string, { min: string; max: string }>; maxPayoutPerRound: string };

function defaultLimitInputs(game: Game, locale: string): LimitInputs {
  const d = gameModule(game)?.defaultLimits ?? { bets: {}, maxPayoutPerRound: 0 };
  return {
    bets: Object.fromEntries(
      Object.entries(d.bets).map(([k, v]) => [
        k,
        { min: centsToLocalInput(v.min, locale), max: centsToLocalInput(v.max, locale) },
      ]),
    ),
    maxPayoutPerRound: centsToLocalInput(d.maxPayoutPerRound, locale),
  };
}

/**
 * `POST /api/tables {name, game, rules, limits?}`: the game's rules fields (its `AdminUi.RulesForm`, kept per
 * game while the form is open), limits in currency units.
 */
function CreateTableForm({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const [game, setGame] = useState<Game>(GAMES[0]!);
  const [drafts, setDrafts] = useState<Record<string, RulesDraft>>({});
  const locale = useLocale();
  const t = useTranslations('admin.tables');
  const w = useConsoleWords('admin');
  const money = useMoney();
  const gameLabel = useGameLabel();
  const betName = useBetName();
  const refused = useRefused();
  const [limits, setLimits] = useState<LimitInputs>(() => defaultLimitInputs(GAMES[0]!, locale));
  const [limitsTouched, setLimitsTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);

  const admin = gameUi(game)?.admin ?? null;
  const draft = drafts[game] ?? admin?.initialDraft ?? {};
  const setDraft = (key: string, value: string | boolean) =>
    setDrafts((d) => ({ ...d, [game]: { ...(d[game] ?? admin?.initialDraft ?? {}), [key]: value } }));
  const { rules: rulesBody, problem: rulesProblem } = admin
    ? admin.toRules(draft, w.game(game))
    : { rules: {}, problem: null };

  const changeGame = (g: Game) => {
    setGame(g);
    setLimits(defaultLimitInputs(g, locale));
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
    if (rulesProblem) return setError(rulesProblem);
    const rules = rulesBody;
    let limitsBody: { bets: Record<string, { min: number; max: number }>; maxPayoutPerRound: number } | undefined;
    if (limitsTouched) {
      const bets: Record<string, { min: number; max: number }> = {};
      for (const [k, v] of Object.entries(limits.bets)) {
        const min = parseLocalAmount(v.min, locale);
        const max = parseLocalAmount(v.max, locale);
        if (min === null || max === null)
          return setError(t('limitInvalid', { bet: betName(game, k), example: money.plain(250) }));
        if (min > max) return setError(t('limitOrder', { bet: betName(game, k), min: money(min), max: money(max) }));
        bets[k] = { min, max };
      }
      const maxPayout = parseLocalAmount(limits.maxPayoutPerRound, locale);
      if (maxPayout === null) return setError(t('maxPayoutInvalid'));
      limitsBody = { bets, maxPayoutPerRound: maxPayout };
    }
    setBusy(true);
    try {
      const x = await api<TableView>('POST', '/api/tables', {
        name: name.trim(),
        game,
        rules,
        ...(limitsBody ? { limits: limitsBody } : {}),
      });
      setOk(
        t(gameModule(x.game as Game)?.shoeDecks ? 'createdShoe' : 'created', {
          table: x.name,
          game: gameLabel(x.game),
        }),
      );
      setName('');
      onCreated();
    } catch (err) {
      setError(refused(t('createWhat'), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('createTitle')} bodyClass="p-3">
      <form data-testid="create-table-form" onSubmit={submit} noValidate className="space-y-3">
        <fieldset disabled={busy} className="space-y-3">
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-[2fr_1fr]">
            <label className="block text-xs text-gray-500">
              {t('name')}
              <input
                name="name"
                required
                maxLength={60}
                placeholder={t('namePlaceholder', { example: `${gameLabel(GAMES[0]!)} 2` })}
                autoComplete="off"
                value={name}
                onChange={(e) => setName(e.target.value)}
                className={`${inputCls} mt-1 w-full`}
              />
            </label>
            <label className="block text-xs text-gray-500">
              {t('game')}
              <select
                name="game"
                value={game}
                onChange={(e) => changeGame(e.target.value as Game)}
                className={`${inputCls} mt-1 w-full`}
              >
                {GAMES.map((g) => (
                  <option key={g} value={g}>
                    {gameLabel(g)}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {admin && <admin.RulesForm draft={draft} set={setDraft} />}

          <details className="rounded border border-line/70 bg-ink/30">
            <summary className="cursor-pointer select-none px-2 py-1.5 text-xs text-gray-400">
              {t('limits')}{' '}
              {limitsTouched ? (
                <span className="text-brass">{t('custom')}</span>
              ) : (
                <span className="text-gray-600">{t('defaults')}</span>
              )}
            </summary>
            <div className="grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-2 gap-y-1 px-2 pb-2 text-xs">
              <span className="text-[10px] uppercase tracking-wider text-gray-600">{t('bet')}</span>
              <span className="text-[10px] uppercase tracking-wider text-gray-600">{t('min')}</span>
              <span className="text-[10px] uppercase tracking-wider text-gray-600">{t('max')}</span>
              {Object.entries(limits.bets).map(([k, v]) => (
                <LimitRow
                  key={k}
                  label={betName(game, k)}
                  min={v.min}
                  max={v.max}
                  onMin={(x) => setLimit(k, 'min', x)}
                  onMax={(x) => setLimit(k, 'max', x)}
                />
              ))}
              <span className="text-gray-400">{t('maxPayout')}</span>
              <span />
              <input
                aria-label={t('maxPayoutLabel')}
                inputMode="decimal"
                value={limits.maxPayoutPerRound}
                onChange={(e) => {
                  setLimitsTouched(true);
                  setLimits((l) => ({ ...l, maxPayoutPerRound: e.target.value }));
                }}
                className={`${inputCls} w-full min-w-0 py-0.5 text-right font-mono`}
              />
            </div>
          </details>

          <div className="flex items-center gap-3">
            <button type="submit" className={btnPrimaryCls}>
              {busy ? t('creating') : t('create')}
            </button>
          </div>
        </fieldset>
        <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
        {ok && <Notice>{ok}</Notice>}
      </form>
    </Panel>
  );
}

function LimitRow({
  label,
  min,
  max,
  onMin,
  onMax,
}: {
  label: string;
  min: string;
  max: string;
  onMin: (v: string) => void;
  onMax: (v: string) => void;
}) {
  const t = useTranslations('admin.tables');
  return (
    <>
      <span className="text-gray-400">{label.replaceAll('_', ' ')}</span>
      <input
        aria-label={t('minLabel', { bet: label })}
        inputMode="decimal"
        value={min}
        onChange={(e) => onMin(e.target.value)}
        className={`${inputCls} w-full min-w-0 py-0.5 text-right font-mono`}
      />
      <input
        aria-label={t('maxLabel', { bet: label })}
        inputMode="decimal"
        value={max}
        onChange={(e) => onMax(e.target.value)}
        className={`${inputCls} w-full min-w-0 py-0.5 text-right font-mono`}
      />
    </>
  );
}
