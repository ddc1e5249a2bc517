'use client';

import { useEffect, useState } from 'react';

/** Seconds left until `closesAt` (ISO), ticking; shows *No more bets* at zero. */
export function Countdown({ closesAt, status }: { closesAt: string | null; status: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  if (status !== 'BETTING')
    return (
      <span data-testid="countdown" className="font-semibold text-red-400">
        No more bets
      </span>
    );
  if (!closesAt)
    return (
      <span data-testid="countdown" className="font-semibold text-green-400">
        Place your bets
      </span>
    );
  const left = Math.max(0, Math.ceil((new Date(closesAt).getTime() - now) / 1000));
  return (
    <span
      data-testid="countdown"
      className={`font-mono font-semibold ${left <= 5 ? 'text-red-400' : 'text-green-400'}`}
    >
      {left > 0 ? `Place your bets · ${left}s` : 'No more bets'}
    </span>
  );
}
