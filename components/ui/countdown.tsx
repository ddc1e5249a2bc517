'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Seconds left until `closesAt` (ISO), ticking; shows *No more bets* at zero. */
export function Countdown({ closesAt, status }: { closesAt: string | null; status: string }) {
  const t = useTranslations('common.countdown');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  if (status !== 'BETTING')
    return (
      <span data-testid="countdown" className="font-semibold text-red-400">
        {t('noMoreBets')}
      </span>
    );
  if (!closesAt)
    return (
      <span data-testid="countdown" className="font-semibold text-green-400">
        {t('placeBets')}
      </span>
    );
  const left = Math.max(0, Math.ceil((new Date(closesAt).getTime() - now) / 1000));
  return (
    <span
      data-testid="countdown"
      data-seconds={left}
      className={`font-mono font-semibold ${left <= 5 ? 'text-red-400' : 'text-green-400'}`}
    >
      {left > 0 ? t('placeBetsIn', { seconds: left }) : t('noMoreBets')}
    </span>
  );
}
