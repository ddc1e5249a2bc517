import type { ReactNode } from 'react';

/** The head of the back office's money tables (cash history, players, a player's rounds). */
export const tableHeadCls =
  'whitespace-nowrap bg-panel-2/60 text-left text-[11px] uppercase tracking-wider text-gray-500';

/**
 * The rows a table's body shows in place of its data: `empty` once loaded with no row to show, `loading`
 * until the first answer (not after a failure, which the table's error says).
 */
export function TableStateRows({
  loaded,
  shown,
  error,
  colSpan,
  cellClass,
  empty,
  loading,
}: {
  loaded: boolean;
  /** How many rows are shown. */
  shown: number;
  error: string | null;
  colSpan: number;
  cellClass: string;
  empty: ReactNode;
  loading: ReactNode;
}) {
  return (
    <>
      {loaded && !shown && (
        <tr>
          <td colSpan={colSpan} className={cellClass}>
            {empty}
          </td>
        </tr>
      )}
      {!loaded && !error && (
        <tr>
          <td colSpan={colSpan} className={cellClass}>
            {loading}
          </td>
        </tr>
      )}
    </>
  );
}
