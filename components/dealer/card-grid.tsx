'use client';

import { RANKS, SUIT_GLYPH, SUIT_NAME, SUITS } from './model';

/** 13 x 4 touch grid: ranks A..K across, suits S H D C down. A tap does what typing the code does. */
export function CardGrid({
  onCard,
  disabled,
  dim,
}: {
  onCard: (code: string) => void;
  disabled: boolean;
  dim: boolean;
}) {
  return (
    <div data-testid="card-grid" className={`grid grid-cols-13 gap-1 transition-opacity ${dim ? 'opacity-55' : ''}`}>
      {SUITS.map((s) =>
        RANKS.map((r) => {
          const code = `${r}${s}`;
          const red = s === 'H' || s === 'D';
          return (
            <button
              key={code}
              type="button"
              data-testid={`grid-${code}`}
              aria-label={`${r === 'T' ? '10' : r} of ${SUIT_NAME[s]}`}
              tabIndex={-1} // touch entry: the keyboard types the code (Tab goes to the controls)
              disabled={disabled}
              onClick={() => onCard(code)}
              className={`flex h-11 items-center justify-center gap-0.5 rounded border border-line bg-panel-2 font-mono text-base font-bold hover:border-brass hover:bg-[#2a2f3a] active:bg-brass active:text-ink disabled:cursor-wait ${
                red ? 'text-red-400' : 'text-gray-100'
              }`}
            >
              <span>{r === 'T' ? '10' : r}</span>
              <span className="text-sm">{SUIT_GLYPH[s]}</span>
            </button>
          );
        }),
      )}
    </div>
  );
}
