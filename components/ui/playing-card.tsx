const SUIT_GLYPH: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RED = new Set(['H', 'D']);

/** A face-up card from its canonical code (`TD` shows as 10♦). `size` sm | md | lg. */
export function PlayingCard({
  code,
  size = 'md',
  highlight = false,
  corner = false,
}: {
  code: string;
  size?: 'sm' | 'md' | 'lg';
  highlight?: boolean;
  /** Rank and suit in the top-left corner, readable when cards overlap in a fan. */ corner?: boolean;
}) {
  const rank = code[0] === 'T' ? '10' : (code[0] ?? '?');
  const suit = code[1] ?? '';
  const dims = size === 'sm' ? 'h-12 w-9 text-sm' : size === 'lg' ? 'h-28 w-20 text-2xl' : 'h-20 w-14 text-lg';
  const layout = corner ? 'items-start justify-start px-0.5 pt-0.5 leading-none' : 'items-center justify-center';
  return (
    <div
      data-card={code}
      aria-label={`${rank}${suit}`}
      className={`flex flex-col rounded-md border bg-white font-bold shadow ${layout} ${dims} ${RED.has(suit) ? 'text-red-600' : 'text-gray-900'} ${highlight ? 'ring-4 ring-brass' : 'border-gray-300'}`}
    >
      <span>{rank}</span>
      <span className="leading-none">{SUIT_GLYPH[suit] ?? '?'}</span>
    </div>
  );
}

/** An empty slot where a card is expected next (pulses when `active`). */
export function CardSlot({
  size = 'md',
  active = false,
  label,
}: {
  size?: 'sm' | 'md' | 'lg';
  active?: boolean;
  label?: string;
}) {
  const dims = size === 'sm' ? 'h-12 w-9' : size === 'lg' ? 'h-28 w-20' : 'h-20 w-14';
  return (
    <div
      className={`flex items-center justify-center rounded-md border-2 border-dashed text-xs ${dims} ${active ? 'animate-pulse border-brass text-brass' : 'border-line text-gray-600'}`}
    >
      {label}
    </div>
  );
}
