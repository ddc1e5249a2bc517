'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import type { Me } from '@/lib/client/use-me';
import { AdminDialog } from '@/components/admin/admin-dialog';
import { CashHistory } from '@/components/admin/cash-history';
import { useRefused, type UserRow } from '@/components/admin/users-panel';
import { ErrorAlert, Money, Notice, btnCls, btnDangerCls, btnPrimaryCls, inputCls } from '@/components/ui/back-office';

const ROLES: Me['role'][] = ['PLAYER', 'DEALER', 'PIT_BOSS', 'ADMIN'];

/**
 * One user's controls (issue #18 §5) in a dialog: their balance and debt, (ADMIN) the role with a confirm step and
 * a password reset — each ends the user's sessions —, and their deposit/withdrawal history. `reloadKey` reloads the
 * history (a deposit or withdrawal made in the row meanwhile).
 */
export function UserControlsDialog({
  me,
  user,
  open,
  onClose,
  onChanged,
  reloadKey,
}: {
  me: Me;
  user: UserRow;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
  reloadKey: number;
}) {
  const t = useTranslations('admin.manage');
  const tr = useTranslations('common.role');
  return (
    <AdminDialog open={open} onClose={onClose} title={t('title', { user: user.username })} testId="user-dialog">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <div className="rounded border border-line bg-panel-2/40 px-3 py-2">
          <dt className="text-[11px] uppercase tracking-wider text-gray-500">{t('role')}</dt>
          <dd data-testid="dialog-role">{tr.has(user.role) ? tr(user.role) : user.role}</dd>
        </div>
        {user.role === 'PLAYER' && (
          <div className="rounded border border-line bg-panel-2/40 px-3 py-2">
            <dt className="text-[11px] uppercase tracking-wider text-gray-500">{t('balance')}</dt>
            <dd data-testid="dialog-balance">
              <Money cents={user.balance} />
            </dd>
          </div>
        )}
        {(user.debt ?? 0) > 0 && (
          <div className="rounded border border-rose-500/40 bg-rose-950/30 px-3 py-2">
            <dt className="text-[11px] uppercase tracking-wider text-rose-300">{t('debt')}</dt>
            <dd data-testid="dialog-debt">
              <Money cents={user.debt ?? 0} className="text-rose-200" />
            </dd>
          </div>
        )}
      </dl>
      {me.role === 'ADMIN' && (
        <>
          <RoleForm me={me} user={user} onChanged={onChanged} />
          <PasswordForm user={user} />
        </>
      )}
      <section aria-labelledby="cash-history-title" className="space-y-2">
        <h3 id="cash-history-title" className="text-sm font-semibold text-gray-200">
          {t('history')}
        </h3>
        <CashHistory userId={user.id} reloadKey={reloadKey} />
      </section>
    </AdminDialog>
  );
}

/** ADMIN: pick a role, then confirm (the user's sessions end); not for oneself. */
function RoleForm({ me, user, onChanged }: { me: Me; user: UserRow; onChanged: () => void }) {
  const t = useTranslations('admin.manage');
  const tr = useTranslations('common.role');
  const refused = useRefused();
  const [role, setRole] = useState<Me['role']>(user.role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  const self = user.id === me.id;
  const name = (r: string) => (tr.has(r) ? tr(r) : r);

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const u = await api<{ role: Me['role'] }>('PATCH', `/api/users/${user.id}`, { role });
      setOk(t('roleChanged', { user: user.username, role: name(u.role) }));
      setConfirming(false);
      onChanged();
    } catch (e) {
      setError(refused(t('roleWhat', { user: user.username }), e));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="role-form-title" className="space-y-2">
      <h3 id="role-form-title" className="text-sm font-semibold text-gray-200">
        {t('roleTitle')}
      </h3>
      {self ? (
        <p className="text-xs text-gray-500">{t('roleSelf')}</p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setOk(null);
            if (role !== user.role) setConfirming(true);
          }}
        >
          <label className="block text-xs text-gray-500">
            {t('newRole')}
            <select
              data-testid="role-select"
              value={role}
              disabled={busy || confirming}
              onChange={(e) => setRole(e.target.value as Me['role'])}
              className={`${inputCls} mt-1 block`}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {name(r)}
                </option>
              ))}
            </select>
          </label>
          {!confirming && (
            <button type="submit" data-testid="btn-role" className={btnCls} disabled={busy || role === user.role}>
              {t('changeRole')}
            </button>
          )}
        </form>
      )}
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby="role-confirm-text"
          className="space-y-2 rounded border border-amber-500/40 bg-amber-950/20 p-2"
        >
          <p id="role-confirm-text" className="text-xs text-amber-100">
            {t('roleConfirm', { user: user.username, from: name(user.role), to: name(role) })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              data-testid="btn-role-confirm"
              className={btnDangerCls}
              disabled={busy}
              autoFocus
              onClick={() => void apply()}
            >
              {busy ? '…' : t('confirm')}
            </button>
            <button type="button" className={btnCls} disabled={busy} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
      {ok && <Notice>{ok}</Notice>}
    </section>
  );
}

/** ADMIN: a new password for the user (8+ characters); their sessions and tokens end. */
function PasswordForm({ user }: { user: UserRow }) {
  const t = useTranslations('admin.manage');
  const refused = useRefused();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setOk(null);
    setError(null);
    if (password.length < 8) {
      setError(t('passwordShort'));
      return;
    }
    setBusy(true);
    try {
      const r = await api<{ ended: { tokens: number; sessions: number } }>('POST', `/api/users/${user.id}/password`, {
        password,
      });
      setPassword('');
      setOk(t('passwordDone', { user: user.username, count: r.ended.tokens + r.ended.sessions }));
    } catch (err) {
      setError(refused(t('passwordWhat', { user: user.username }), err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="password-form-title" className="space-y-2">
      <h3 id="password-form-title" className="text-sm font-semibold text-gray-200">
        {t('passwordTitle')}
      </h3>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        <label className="block min-w-0 flex-1 text-xs text-gray-500">
          {t('newPassword')}
          <input
            data-testid="reset-password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            minLength={8}
            maxLength={200}
            placeholder={t('passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={`${inputCls} mt-1 block w-full`}
          />
        </label>
        <button type="submit" data-testid="btn-reset-password" className={btnPrimaryCls} disabled={busy}>
          {busy ? '…' : t('resetPassword')}
        </button>
      </form>
      <p className="text-[11px] text-gray-500">{t('passwordNote')}</p>
      <ErrorAlert message={error} testId="admin-error" onClose={() => setError(null)} />
      {ok && <Notice>{ok}</Notice>}
    </section>
  );
}
