'use client';

import { useMemo, useState } from 'react';
import { useCallback } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { api, ApiError } from '@/lib/client/api';
import { useMoney } from '@/lib/i18n/money';
import { useProblemText } from '@/lib/i18n/problem';
import { PitStatus as StatusBadge } from '@/components/pit/status';
import { parseLocalAmount } from '@/components/admin/amount-input';
import type { Me } from '@/lib/client/use-me';
import { UserControlsDialog } from '@/components/admin/user-controls';
import { ErrorAlert, Notice, Panel, btnCls, btnPrimaryCls, inputCls, Money } from '@/components/ui/back-office';

export interface UserRow {
  id: string;
  username: string;
  role: Me['role'];
  balance: number;
  /** What the player owes (issue #18 §2), cents; 0 or absent: nothing. */
  debt?: number;
  disabled: boolean;
}

const ROLES: Me['role'][] = ['PLAYER', 'DEALER', 'PIT_BOSS', 'ADMIN'];

const ROLE_TONE: Record<string, string> = {
  ADMIN: 'text-brass',
  PIT_BOSS: 'text-violet-300',
  DEALER: 'text-sky-300',
  PLAYER: 'text-gray-300',
};

/** An API rejection in words, from its code (issue #13): "Deposit to alice was refused: …". */
export function useRefused(): (what: string, e: unknown) => string {
  const t = useTranslations('admin');
  const problemText = useProblemText();
  return useCallback(
    (what: string, e: unknown) => {
      if (!(e instanceof ApiError)) return t('failed', { what, error: (e as Error).message });
      const p = problemText(e);
      return t('refused', { what, message: p.message ? `${p.title}: ${p.message}` : p.title });
    },
    [t, problemText],
  );
}

/** Users with balances, deposits to players (amount in currency units, sent as cents), and (ADMIN) new users. */
export function UsersPanel({
  me,
  users,
  error,
  onChanged,
}: {
  me: Me;
  users: UserRow[] | null;
  error: string | null;
  onChanged: (patch?: { id: string; balance: number }) => void;
}) {
  const [filter, setFilter] = useState<'ALL' | 'PLAYER' | 'STAFF'>('ALL');
  const [search, setSearch] = useState('');
  const t = useTranslations('admin.users');
  const shown = useMemo(
    () =>
      (users ?? []).filter(
        (u) =>
          (filter === 'ALL' || (filter === 'PLAYER' ? u.role === 'PLAYER' : u.role !== 'PLAYER')) &&
          (!search || u.username.toLowerCase().includes(search.toLowerCase())),
      ),
    [users, filter, search],
  );
  const players = (users ?? []).filter((u) => u.role === 'PLAYER');
  const float = players.reduce((s, u) => s + u.balance, 0);
  const owed = players.reduce((s, u) => s + (u.debt ?? 0), 0);

  return (
    <div className="space-y-4">
      <CreateUserForm me={me} onCreated={() => onChanged()} />
      <Panel
        title={users ? t('titleCount', { count: users.length }) : t('title')}
        actions={
          <>
            <div className="flex overflow-hidden rounded border border-line text-xs">
              {(['ALL', 'PLAYER', 'STAFF'] as const).map((f) => (
                <button
                  key={f}
                  type="button"
                  onClick={() => setFilter(f)}
                  className={`px-2 py-1 ${filter === f ? 'bg-panel-2 text-white' : 'text-gray-400 hover:text-gray-200'}`}
                >
                  {f === 'ALL' ? t('all') : f === 'PLAYER' ? t('players') : t('staff')}
                </button>
              ))}
            </div>
            <input
              type="search"
              aria-label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className={`${inputCls} w-36 py-1 text-xs`}
            />
          </>
        }
      >
        {error && (
          <div className="p-2">
            <ErrorAlert message={error} testId="admin-error" />
          </div>
        )}
        {/* A table from `sm` up; on a phone each user is a card (name and balance, role and access, the cash form). */}
        <div className="sm:overflow-x-auto">
          <table data-testid="users-table" className="block w-full text-sm sm:table">
            <thead className="hidden bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500 sm:table-header-group">
              <tr>
                <th className="px-3 py-2 font-medium">{t('colUsername')}</th>
                <th className="px-3 py-2 font-medium">{t('colRole')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('colBalance')}</th>
                <th className="px-3 py-2 font-medium">{t('colDeposit')}</th>
                {me.role === 'ADMIN' && <th className="px-3 py-2 font-medium">{t('colAccess')}</th>}
              </tr>
            </thead>
            <tbody className="block divide-y divide-line/60 sm:table-row-group">
              {shown.map((u) => (
                <UserRowView
                  key={u.id}
                  me={me}
                  user={u}
                  onDeposited={(balance) => onChanged({ id: u.id, balance })}
                  onAccessChanged={() => onChanged()}
                />
              ))}
              {users && !shown.length && (
                <tr className="block sm:table-row">
                  <td colSpan={me.role === 'ADMIN' ? 5 : 4} className="px-3 py-6 text-center text-gray-500">
                    {t('noMatch')}
                  </td>
                </tr>
              )}
              {!users && !error && (
                <tr className="block sm:table-row">
                  <td colSpan={me.role === 'ADMIN' ? 5 : 4} className="px-3 py-6 text-center text-gray-500">
                    {t('loading')}
                  </td>
                </tr>
              )}
            </tbody>
            {players.length > 0 && (
              <tfoot className="block border-t border-line bg-panel-2/40 text-xs sm:table-footer-group">
                <tr className="flex items-start justify-between sm:table-row">
                  <td colSpan={2} className="px-3 py-2 text-gray-500">
                    {t('wallets', { count: players.length })}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Money cents={float} className="font-semibold" />
                    {owed > 0 && (
                      <div data-testid="users-debt-total" className="text-rose-300">
                        {t('owes')} <Money cents={owed} />
                      </div>
                    )}
                  </td>
                  <td colSpan={me.role === 'ADMIN' ? 2 : 1} className="hidden sm:table-cell" />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </Panel>
    </div>
  );
}

function UserRowView({
  me,
  user,
  onDeposited,
  onAccessChanged,
}: {
  me: Me;
  user: UserRow;
  onDeposited: (balance: number) => void;
  onAccessChanged: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [managing, setManaging] = useState(false);
  const [cashChanges, setCashChanges] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const t = useTranslations('admin.users');
  const tr = useTranslations('common.role');
  const money = useMoney();
  const locale = useLocale();
  const refused = useRefused();

  /** A deposit (the form's submit, Enter) or a withdrawal: the same amount field, the same rules (issue #18 §5). */
  const move = async (kind: 'deposit' | 'withdrawal') => {
    setError(null);
    setOk(null);
    const cents = parseLocalAmount(amount, locale);
    if (cents === null) {
      setError(t('depositInvalid', { example: money.plain(1250) }));
      return;
    }
    setBusy(true);
    try {
      const path = kind === 'deposit' ? 'deposits' : 'withdrawals';
      const r = await api<{ balance: number }>('POST', `/api/users/${user.id}/${path}`, { amount: cents });
      setAmount('');
      setOk(`${money.signed(kind === 'deposit' ? cents : -cents)} → ${money(r.balance)}`);
      setCashChanges((n) => n + 1);
      // A credit to a player who owes pays the debt first: reload the list for the new debt.
      if ((user.debt ?? 0) > 0) onAccessChanged();
      else onDeposited(r.balance);
    } catch (err) {
      const what = t(kind === 'deposit' ? 'depositWhat' : 'withdrawWhat', { user: user.username });
      // The server's wording of a short wallet speaks to the player ("Your balance"): say it as the cashier sees it.
      if (err instanceof ApiError && err.code === 'INSUFFICIENT_BALANCE' && typeof err.params?.balance === 'number')
        setError(t('withdrawShort', { user: user.username, balance: money(err.params.balance), amount: money(cents) }));
      else setError(refused(what, err));
    } finally {
      setBusy(false);
    }
  };
  const deposit = (e: React.FormEvent) => {
    e.preventDefault();
    void move('deposit');
  };

  return (
    <tr
      data-user-id={user.id}
      data-username={user.username}
      data-role={user.role}
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 px-3 py-2 sm:table-row sm:p-0 ${user.disabled ? 'opacity-50' : ''}`}
    >
      <td className="order-1 min-w-0 sm:px-3 sm:py-1.5 sm:align-top">
        <span className="text-gray-100">{user.username}</span>
        {user.disabled && <StatusBadge status="DISABLED" className="ml-2" />}
        <div>
          <button
            type="button"
            data-testid="btn-manage-user"
            aria-label={t('manageLabel', { user: user.username })}
            className="text-xs text-sky-300 hover:underline focus-visible:underline"
            onClick={() => setManaging(true)}
          >
            {t('manage')}
          </button>
        </div>
        {/* Mounted while open only: one dialog in the page, not one per row. */}
        {managing && (
          <UserControlsDialog
            me={me}
            user={user}
            open
            onClose={() => setManaging(false)}
            onChanged={onAccessChanged}
            reloadKey={cashChanges}
          />
        )}
      </td>
      <td
        className={`order-3 text-xs font-semibold sm:px-3 sm:py-1.5 sm:align-top ${ROLE_TONE[user.role] ?? ''}`}
        data-field="role"
        title={user.role}
      >
        {tr.has(user.role) ? tr(user.role) : user.role}
      </td>
      <td className="order-2 text-right sm:px-3 sm:py-1.5 sm:align-top" data-field="balance">
        {user.role === 'PLAYER' ? (
          <>
            <Money cents={user.balance} className="text-gray-100" />
            {(user.debt ?? 0) > 0 && (
              <div data-field="debt" className="text-xs text-rose-300" title={t('debtTitle')}>
                {t('owes')} <Money cents={user.debt ?? 0} />
              </div>
            )}
          </>
        ) : (
          <span className="text-gray-700">—</span>
        )}
      </td>
      <td className="order-5 col-span-2 sm:px-3 sm:py-1.5 sm:align-top">
        {user.role === 'PLAYER' ? (
          <form onSubmit={deposit} noValidate className="space-y-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <input
                data-testid="deposit-amount"
                name="amount"
                inputMode="decimal"
                aria-label={t('depositLabel', { user: user.username })}
                placeholder={money.plain(0)}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                className={`${inputCls} w-24 py-1 text-right font-mono`}
              />
              <button type="submit" data-testid="btn-deposit" className={`${btnCls} py-1`} disabled={busy}>
                {busy ? '…' : t('deposit')}
              </button>
              <button
                type="button"
                data-testid="btn-withdraw"
                className={`${btnCls} py-1`}
                disabled={busy}
                onClick={() => void move('withdrawal')}
              >
                {t('withdraw')}
              </button>
              {ok && (
                <span role="status" className="font-mono text-xs text-emerald-300">
                  {ok}
                </span>
              )}
            </div>
            <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
          </form>
        ) : (
          <span className="text-xs text-gray-700">{t('noWallet')}</span>
        )}
      </td>
      {me.role === 'ADMIN' && (
        <td className="order-4 justify-self-end sm:px-3 sm:py-1.5 sm:align-top">
          <AccessToggle me={me} user={user} onChanged={onAccessChanged} />
        </td>
      )}
    </tr>
  );
}

/**
 * ADMIN: disable a user (their sessions, tokens and live connections end at once, `PATCH /api/users/:id`)
 * or enable them again. An admin cannot disable their own account.
 */
function AccessToggle({ me, user, onChanged }: { me: Me; user: UserRow; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('admin.users');
  const refused = useRefused();
  if (user.id === me.id) return <span className="text-xs text-gray-600">{t('you')}</span>;
  const toggle = async () => {
    if (!user.disabled && !window.confirm(t('disableConfirm', { user: user.username }))) return;
    setBusy(true);
    setError(null);
    try {
      await api('PATCH', `/api/users/${user.id}`, { disabled: !user.disabled });
      onChanged();
    } catch (err) {
      setError(refused(t(user.disabled ? 'enableWhat' : 'disableWhat', { user: user.username }), err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-1">
      <button
        type="button"
        data-testid={user.disabled ? 'btn-enable-user' : 'btn-disable-user'}
        className={`${btnCls} py-1`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {busy ? '…' : user.disabled ? t('enable') : t('disable')}
      </button>
      <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
    </div>
  );
}

function CreateUserForm({ me, onCreated }: { me: Me; onCreated: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Me['role']>('PLAYER');
  const [displayName, setDisplayName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const allowed = me.role === 'ADMIN';
  const t = useTranslations('admin.users');
  const tr = useTranslations('common.role');
  const refused = useRefused();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    setOk(null);
    setBusy(true);
    try {
      const u = await api<{ id: string; username: string; role: string }>('POST', '/api/users', {
        username: username.trim(),
        password,
        role,
        // The name players see (a dealer's on the lobby and the table); none: not named to players.
        ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
      });
      setOk(t('created', { user: u.username, role: tr.has(u.role) ? tr(u.role) : u.role }));
      setUsername('');
      setPassword('');
      setDisplayName('');
      onCreated();
    } catch (err) {
      setError(refused(t('createWhat'), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('createTitle')} bodyClass="p-3">
      <form data-testid="create-user-form" onSubmit={submit} noValidate className="space-y-2">
        <fieldset
          disabled={!allowed || busy}
          className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:items-end lg:grid-cols-[1fr_1fr_1fr_auto_auto]"
        >
          <label className="block text-xs text-gray-500">
            {t('username')}
            <input
              name="username"
              required
              minLength={2}
              maxLength={40}
              pattern="[A-Za-z0-9_.\-]+"
              title={t('usernameTitle')}
              autoComplete="off"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              className={`${inputCls} mt-1 w-full`}
            />
          </label>
          <label className="block text-xs text-gray-500">
            {t('password')}
            <input
              name="password"
              type="password"
              required
              minLength={8}
              autoComplete="new-password"
              placeholder={t('passwordPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              className={`${inputCls} mt-1 w-full`}
            />
          </label>
          <label className="block text-xs text-gray-500">
            {t('displayName')}
            <input
              name="displayName"
              maxLength={40}
              autoComplete="off"
              placeholder={t('displayNamePlaceholder')}
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              className={`${inputCls} mt-1 w-full`}
            />
          </label>
          <label className="block text-xs text-gray-500">
            {t('role')}
            <select
              name="role"
              value={role}
              onChange={(e) => setRole(e.target.value as Me['role'])}
              className={`${inputCls} mt-1 w-full`}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {tr(r)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={btnPrimaryCls}>
            {busy ? t('creating') : t('create')}
          </button>
        </fieldset>
        {!allowed && <p className="text-xs text-gray-500">{t('onlyAdmin')}</p>}
        <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
        {ok && <Notice>{ok}</Notice>}
      </form>
    </Panel>
  );
}
