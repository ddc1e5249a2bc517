'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { signOut } from 'next-auth/react';
import { money } from '@/lib/client/api';
import { useMe } from '@/lib/client/use-me';

const LINKS: Record<string, { href: string; label: string }[]> = {
  ADMIN: [
    { href: '/dealer', label: 'Dealer' },
    { href: '/pit', label: 'Pit' },
    { href: '/admin', label: 'Admin' },
  ],
  PIT_BOSS: [
    { href: '/pit', label: 'Pit' },
    { href: '/dealer', label: 'Dealer' },
    { href: '/admin', label: 'Cashier & tables' },
  ],
  DEALER: [{ href: '/dealer', label: 'My tables' }],
  PLAYER: [{ href: '/play', label: 'Tables' }],
};

/** The studio's top bar: brand, role links, who is signed in (with a player's balance), sign out. */
export function TopBar() {
  const { me, setBalance } = useMe();
  const playerId = me?.role === 'PLAYER' ? me.id : null;
  // A player's balance follows every stake, settlement and void live (private `balance` events).
  useEffect(() => {
    if (!playerId) return;
    const socket = io({ path: '/socket.io', withCredentials: true });
    socket.on('balance', (e: { balance: number }) => setBalance(e.balance));
    return () => {
      socket.disconnect();
    };
  }, [playerId, setBalance]);
  return (
    <header className="border-b border-line bg-panel">
      <div className="mx-auto flex max-w-[1600px] items-center gap-6 px-4 py-2">
        <Link href="/" className="text-lg font-semibold tracking-wide text-brass">
          CROUPIER
        </Link>
        <nav className="flex gap-4 text-sm text-gray-300">
          {(me ? (LINKS[me.role] ?? []) : []).map((l) => (
            <Link key={l.href} href={l.href} className="hover:text-white">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-4 text-sm">
          {me ? (
            <>
              <span data-testid="whoami" className="text-gray-300">
                {me.username} <span className="rounded bg-panel-2 px-1.5 py-0.5 text-xs text-gray-400">{me.role}</span>
              </span>
              {me.role === 'PLAYER' && (
                <span data-testid="topbar-balance" className="font-mono text-brass">
                  {money(me.balance)}
                </span>
              )}
              <button
                className="text-gray-400 hover:text-white"
                onClick={() => void signOut({ callbackUrl: '/login' })}
              >
                Sign out
              </button>
            </>
          ) : me === null ? (
            <Link href="/login" className="text-gray-300 hover:text-white">
              Sign in
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
