'use client';

import { useMoney } from '@/lib/i18n/money';

/** Cents in the studio currency and the reader's language, signed and coloured when `signed` (house view: positive green). */
export function PitMoney({
  cents,
  signed = false,
  className = '',
}: {
  cents: number;
  signed?: boolean;
  className?: string;
}) {
  const money = useMoney();
  const tone = !signed || cents === 0 ? '' : cents > 0 ? 'text-emerald-300' : 'text-rose-300';
  return (
    <span className={`whitespace-nowrap font-mono tabular-nums ${tone} ${className}`}>
      {signed ? money.signed(cents) : money(cents)}
    </span>
  );
}
