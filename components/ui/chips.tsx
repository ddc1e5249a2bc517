'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/lib/i18n/money';
import { CHIP_VALUES, chipLabel } from '@/components/player/format';

const CHIP_COLORS: Record<number, { base: string; edge: string; text: string }> = {
  100: { base: '#e5e7eb', edge: '#64748b', text: '#111827' },
  500: { base: '#b91c1c', edge: '#fde7e7', text: '#ffffff' },
  2500: { base: '#15803d', edge: '#ecfdf5', text: '#ffffff' },
  10000: { base: '#111827', edge: '#c9a227', text: '#f5e6b0' },
  50000: { base: '#6d28d9', edge: '#f3e8ff', text: '#ffffff' },
};

function colorsFor(cents: number) {
  let best: { base: string; edge: string; text: string } = CHIP_COLORS[100]!;
  for (const v of CHIP_VALUES) if (cents >= v) best = CHIP_COLORS[v]!;
  return best;
}

/** A casino chip disc (the colour of the largest denomination it reaches). */
export function ChipDisc({
  cents,
  size = 40,
  label = true,
  className = '',
  style,
}: {
  cents: number;
  size?: number;
  label?: boolean;
  className?: string;
  style?: React.CSSProperties;
}) {
  const c = colorsFor(cents);
  return (
    <span
      aria-hidden
      className={`${className.includes('absolute') ? '' : 'relative'} inline-flex shrink-0 items-center justify-center rounded-full font-bold shadow-[0_2px_4px_rgba(0,0,0,0.6)] ${className}`}
      style={{
        width: size,
        height: size,
        background: `repeating-conic-gradient(${c.edge} 0deg 14deg, ${c.base} 14deg 45deg)`,
        ...style,
      }}
    >
      <span
        className="absolute inset-[18%] flex items-center justify-center rounded-full border"
        style={{
          background: c.base,
          borderColor: `${c.edge}88`,
          color: c.text,
          fontSize: Math.max(8, Math.round(size * 0.3)),
        }}
      >
        {label ? chipLabel(cents) : null}
      </span>
    </span>
  );
}

/** Splits an amount into chips, largest first (at most `max` discs; the top one stands for the rest). */
export function chipsFor(cents: number, max = 5): number[] {
  const out: number[] = [];
  let left = cents;
  for (const v of [...CHIP_VALUES].reverse()) {
    while (left >= v && out.length < max) {
      out.push(v);
      left -= v;
    }
  }
  if (out.length === 0) out.push(cents);
  return out;
}

/**
 * The chips of one spot, stacked, with the spot's total. Decorative (pointer-events none) so a click lands
 * on the spot underneath; `totalTestId` names the total's element for tests.
 */
export function ChipStack({
  cents,
  size = 34,
  totalTestId,
  tone = 'neutral',
  compact = false,
}: {
  cents: number;
  size?: number;
  totalTestId?: string;
  tone?: 'neutral' | 'won' | 'lost';
  compact?: boolean;
}) {
  const money = useMoney();
  const chips = chipsFor(cents, compact ? 3 : 5);
  const step = Math.max(3, Math.round(size * 0.12));
  return (
    <span className="pointer-events-none relative inline-flex flex-col items-center" style={{ width: size }}>
      <span className="relative" style={{ width: size, height: size + step * (chips.length - 1) }}>
        {chips.map((v, i) => (
          <ChipDisc
            key={i}
            cents={i === chips.length - 1 ? cents : v}
            size={size}
            label={i === chips.length - 1}
            className={`absolute left-0 ${tone === 'won' ? 'ring-2 ring-brass' : ''}`}
            style={{ bottom: i * step, opacity: tone === 'lost' ? 0.45 : 1 }}
          />
        ))}
      </span>
      <span
        data-testid={totalTestId}
        data-amount={cents}
        className={`mt-0.5 whitespace-nowrap rounded-full px-1.5 font-mono leading-tight ${compact ? 'text-[10px]' : 'text-xs'} ${
          tone === 'won'
            ? 'bg-brass text-ink'
            : tone === 'lost'
              ? 'bg-black/60 text-gray-400 line-through'
              : 'bg-black/70 text-white'
        }`}
      >
        {money(cents)}
      </span>
    </span>
  );
}

/** The chip rack: pick the value the next click bets. */
export function ChipRack({
  value,
  onChange,
  balance,
  disabled,
}: {
  value: number;
  onChange: (v: number) => void;
  balance: number | null;
  disabled?: boolean;
}) {
  const t = useTranslations('player');
  const money = useMoney();
  return (
    <div role="radiogroup" aria-label={t('chipValue')} className="flex items-center gap-2 sm:gap-3">
      {CHIP_VALUES.map((v) => {
        const selected = v === value;
        const short = balance !== null && v > balance;
        return (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t('chip', { amount: money(v) })}
            data-testid={`chip-${v}`}
            disabled={disabled}
            onClick={() => onChange(v)}
            className={`rounded-full transition-transform duration-150 hover:-translate-y-1 disabled:cursor-not-allowed disabled:opacity-40 ${
              selected ? '-translate-y-1.5 ring-2 ring-brass ring-offset-2 ring-offset-panel' : ''
            } ${short ? 'opacity-50' : ''}`}
          >
            <ChipDisc cents={v} size={selected ? 50 : 44} />
          </button>
        );
      })}
    </div>
  );
}
