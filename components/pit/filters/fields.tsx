'use client';

import type { ReactNode } from 'react';
import { inputCls } from '@/components/ui/back-office';

/** A filter's label over its control. */
export function FilterField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1 text-xs text-gray-500">
      {label}
      {children}
    </label>
  );
}

/** A select filter: "all" (the blank value) first, then the options. */
export function SelectFilter({
  label,
  testId,
  value,
  onChange,
  allLabel,
  options,
  className = `${inputCls} max-w-[12rem]`,
}: {
  label: ReactNode;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** The blank option's text; none when not given. */
  allLabel?: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <FilterField label={label}>
      <select data-testid={testId} className={className} value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The options of rows by their id, each shown as `name` of it. */
export const optionsOf = <T extends { id: string }>(rows: readonly T[], name: (r: T) => string) =>
  rows.map((r) => ({ value: r.id, label: name(r) }));

/** A table filter: every table (the blank value) first, then the tables by name. */
export function TableFilter({
  tables,
  ...rest
}: Omit<Parameters<typeof SelectFilter>[0], 'options'> & { tables: readonly { id: string; name: string }[] }) {
  return <SelectFilter {...rest} options={optionsOf(tables, (x) => x.name)} />;
}

/**
 * A from/to pair of day inputs (`yyyy-mm-dd`), each bounding the other. `required`: a cleared input changes
 * nothing (the range always has both ends).
 */
export function DateRangeFields({
  from,
  to,
  onChange,
  labels,
  testIds,
  required = false,
}: {
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  labels: { from: ReactNode; to: ReactNode };
  testIds: { from: string; to: string };
  required?: boolean;
}) {
  const set = (patch: { from?: string; to?: string }, value: string) => {
    if (required && !value) return;
    onChange(patch);
  };
  return (
    <>
      <FilterField label={labels.from}>
        <input
          data-testid={testIds.from}
          type="date"
          className={`${inputCls} [color-scheme:dark]`}
          value={from}
          max={to || undefined}
          onChange={(e) => set({ from: e.target.value }, e.target.value)}
        />
      </FilterField>
      <FilterField label={labels.to}>
        <input
          data-testid={testIds.to}
          type="date"
          className={`${inputCls} [color-scheme:dark]`}
          value={to}
          min={from || undefined}
          onChange={(e) => set({ to: e.target.value }, e.target.value)}
        />
      </FilterField>
    </>
  );
}
