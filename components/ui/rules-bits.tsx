'use client';

/**
 * The pieces a game's rules panel draws with: a titled section, a two-column paytable (hand, pays) and the
 * table's limits per bet with its maximum payout. Game-agnostic: every word comes from the caller.
 */
import type { ReactNode } from 'react';
import { useMoney } from '@/lib/i18n/money';
import type { PlayerTableState } from '@/components/player/use-player-table';

type Limits = NonNullable<PlayerTableState['table']>['limits'];

/** A titled part of a rules panel. */
export function RulesSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="space-y-1.5">
      <h3 className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A paytable of two columns: the hand and what it pays, one row per line (`testId` on each row). */
export function PayTable({
  hand,
  pays,
  rows,
}: {
  /** The columns' names. */
  hand: string;
  pays: string;
  rows: readonly { key: string; testId: string; hand: ReactNode; pays: ReactNode }[];
}) {
  const th = 'py-1 pr-2 text-left font-normal';
  return (
    <table className="w-full font-mono text-xs">
      <thead className="text-[10px] tracking-wider text-gray-500 uppercase">
        <tr>
          <th className={th}>{hand}</th>
          <th className={`${th} text-right`}>{pays}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-testid={r.testId} className="border-t border-line">
            <td className="py-1 pr-2">{r.hand}</td>
            <td className="py-1 text-right text-white">{r.pays}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A line of the limits list: a name and what stands for it (a note). */
export function LimitNote({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-gray-400">{label}</dt>
      <dd className="text-right text-xs text-gray-300">{children}</dd>
    </div>
  );
}

/**
 * The table's limits: every bet's minimum – maximum (named by `betLabel`; `testIdPrefix` + the bet type on
 * each figure when given), the caller's notes (`children`, `LimitNote`s), then the maximum payout.
 */
export function LimitsList({
  limits,
  betLabel,
  testIdPrefix,
  maxPayoutLabel,
  maxPayoutTestId,
  children,
}: {
  limits: Limits;
  betLabel: (type: string) => string;
  testIdPrefix?: string;
  maxPayoutLabel: string;
  maxPayoutTestId: string;
  children?: ReactNode;
}) {
  const money = useMoney();
  return (
    <dl className="space-y-1">
      {Object.entries(limits.bets).map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3">
          <dt className="text-gray-400">{betLabel(k)}</dt>
          <dd data-testid={testIdPrefix ? `${testIdPrefix}${k}` : undefined} className="font-mono whitespace-nowrap">
            {money(v.min)} – {money(v.max)}
          </dd>
        </div>
      ))}
      {children}
      <div className="flex justify-between gap-3 border-t border-line pt-1">
        <dt className="text-gray-400">{maxPayoutLabel}</dt>
        <dd data-testid={maxPayoutTestId} className="font-mono whitespace-nowrap">
          {money(limits.maxPayoutPerRound)}
        </dd>
      </div>
    </dl>
  );
}
