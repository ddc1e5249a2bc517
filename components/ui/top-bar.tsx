'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { SOCKET_OPTIONS } from '@/lib/client/socket-options';
import { io } from 'socket.io-client';
import { signOut } from './sign-out';
import { useTranslations } from 'next-intl';
import { useMe } from '@/lib/client/use-me';
import { useMoney } from '@/lib/i18n/money';
import { LocalePicker } from './locale-picker';

/** Each role's links: the key of the label in `common.nav`. */
const LINKS: Record<string, { href: string; label: string }[]> = {
  ADMIN: [
    { href: '/dealer', label: 'dealer' },
    { href: '/pit', label: 'pit' },
    { href: '/admin', label: 'admin' },
  ],
  PIT_BOSS: [
    { href: '/pit', label: 'pit' },
    { href: '/dealer', label: 'dealer' },
    { href: '/admin', label: 'cashier' },
  ],
  DEALER: [{ href: '/dealer', label: 'myTables' }],
  PLAYER: [
    { href: '/play', label: 'tables' },
    { href: '/play/history', label: 'myHistory' },
  ],
};

/** The studio's top bar: brand, role links, who is signed in (with a player's balance), sign out. */
export function TopBar() {
  const { me, setBalance } = useMe();
  const t = useTranslations('common');
  const money = useMoney();
  const playerId = me?.role === 'PLAYER' ? me.id : null;
  // A player's balance follows every stake, settlement and void live (private `balance` events).
  useEffect(() => {
    if (!playerId) return;
    const socket = io(SOCKET_OPTIONS);
    socket.on('balance', (e: { balance: number }) => setBalance(e.balance));
    return () => {
      socket.disconnect();
    };
  }, [playerId, setBalance]);
  return (
    <header className="border-b border-line bg-panel">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-6 gap-y-1 px-3 py-2 sm:px-4">
        <Link href="/" className="text-lg font-semibold tracking-wide text-brass">
          CROUPIER
        </Link>
        <nav className="flex gap-3 text-sm text-gray-300 sm:gap-4">
          {(me ? (LINKS[me.role] ?? []) : []).map((l) => (
            <Link key={l.href} href={l.href} className="hover:text-white">
              {t(`nav.${l.label}`)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-3 text-sm sm:gap-4">
          <LocalePicker signedIn={!!me} />
          {me ? (
            <>
              <span data-testid="whoami" className="hidden min-w-0 truncate text-gray-300 sm:inline">
                {me.username}{' '}
                <span data-role={me.role} className="rounded bg-panel-2 px-1.5 py-0.5 text-xs text-gray-400">
                  {t(`role.${me.role}`)}
                </span>
              </span>
              {me.role === 'PLAYER' && (
                <span data-testid="topbar-balance" className="font-mono text-brass">
                  {money(me.balance)}
                </span>
              )}
              <button
                className="whitespace-nowrap text-gray-400 hover:text-white"
                onClick={() => void signOut('/login')}
              >
                {t('signOut')}
              </button>
            </>
          ) : me === null ? (
            <Link href="/login" className="text-gray-300 hover:text-white">
              {t('signIn')}
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
