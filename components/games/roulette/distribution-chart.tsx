'use client';

import { useState } from 'react';

/** The y axis: whole numbers only, about four steps, at least 0..4. */
export function countTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = Math.max(4, Math.ceil(max / step) * step);
  const out: number[] = [];
  for (let v = 0; v <= top; v += step) out.push(v);
  return out;
}

/**
 * How often each number came (the roulette statistics' last panel): one bar per number on its colour, whole
 * counts on the y axis, every number (every other on a phone) under the bars, the number and its count over
 * a bar under the pointer. Drawn with plain elements: a charting library would be the heaviest download of
 * the player's and the pit's pages (issue #16 §5).
 */
export function DistributionChart({
  data,
  wide,
  hits,
  numberLabel,
}: {
  /** Per number: its count and its bar's colour. */
  data: { n: string; count: number; fill: string }[];
  wide: boolean;
  /** The tooltip's word for the count ("hits"). */
  hits: string;
  /** The tooltip's title of a number ("Number 17"). */
  numberLabel: (n: unknown) => string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const ticks = countTicks(Math.max(0, ...data.map((d) => d.count)));
  const top = ticks.at(-1)!;
  const pct = (v: number) => `${(v / top) * 100}%`;
  const shown = hover === null ? null : data[hover];
  return (
    <div className="flex h-full w-full pt-1 pr-1" onMouseLeave={() => setHover(null)}>
      <div aria-hidden className="relative mb-4 w-6 shrink-0">
        {ticks.map((v) => (
          <span
            key={v}
            className="absolute right-1.5 translate-y-1/2 text-[10px] leading-none text-gray-500"
            style={{ bottom: pct(v) }}
          >
            {v}
          </span>
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="relative flex-1 border-b border-[#2b303b]">
          {ticks.slice(1).map((v) => (
            <span
              key={v}
              aria-hidden
              className="absolute inset-x-0 border-t border-[#2b303b]"
              style={{ bottom: pct(v) }}
            />
          ))}
          <div role="list" className="absolute inset-0 flex items-end gap-px">
            {data.map((d, i) => (
              <div
                key={d.n}
                role="listitem"
                aria-label={`${numberLabel(d.n)}: ${d.count} ${hits}`}
                data-number={d.n}
                data-count={d.count}
                onMouseEnter={() => setHover(i)}
                className={`flex h-full min-w-0 flex-1 items-end ${hover === i ? 'bg-[rgba(201,162,39,0.12)]' : ''}`}
              >
                <div className="w-full rounded-t-[2px]" style={{ height: pct(d.count), background: d.fill }} />
              </div>
            ))}
          </div>
          {shown && (
            <div
              className="pointer-events-none absolute top-1 z-10 rounded-lg border border-[#2b303b] bg-[#171a21] px-2.5 py-1.5 text-xs whitespace-nowrap shadow-lg"
              style={
                hover! < data.length / 2
                  ? { left: `${((hover! + 1) / data.length) * 100}%` }
                  : { right: `${((data.length - hover!) / data.length) * 100}%` }
              }
            >
              <p className="text-[#c9a227]">{numberLabel(shown.n)}</p>
              <p className="text-gray-200">
                {hits} : {shown.count}
              </p>
            </div>
          )}
        </div>
        <div aria-hidden className="flex h-4 gap-px">
          {data.map((d, i) => (
            <span key={d.n} className="min-w-0 flex-1 pt-0.5 text-center text-[9px] leading-none text-gray-400">
              {wide || i % 2 === 0 ? d.n : ''}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
