import { Select, TextInput } from '@mantine/core';
import { addDaysIso } from '../../lib/format.ts';

const startOfMonth = (day: string) => `${day.slice(0, 8)}01`;
function lastMonth(today: string): [string, string] {
  const end = addDaysIso(startOfMonth(today), -1);
  return [startOfMonth(end), end];
}

/** The ranges people ask for most, worked out from the clinic's today. */
export function quickRanges(today: string): { label: string; range: [string, string] }[] {
  return [
    { label: 'Today', range: [today, today] },
    { label: 'Last 7 days', range: [addDaysIso(today, -6), today] },
    { label: 'This month', range: [startOfMonth(today), today] },
    { label: 'Last month', range: lastMonth(today) },
  ];
}

/** A report's or register's range: a quick range, or any start and end date. */
export function RangeFields({
  from,
  to,
  today,
  onChange,
}: {
  from: string;
  to: string;
  today: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}) {
  const range = quickRanges(today).find((q) => q.range[0] === from && q.range[1] === to);
  return (
    <>
      <Select
        label="Range"
        w={150}
        data={[...quickRanges(today).map((q) => q.label), 'Custom']}
        value={range?.label ?? 'Custom'}
        allowDeselect={false}
        onChange={(label) => {
          const chosen = quickRanges(today).find((q) => q.label === label);
          if (chosen) onChange({ from: chosen.range[0], to: chosen.range[1] });
        }}
      />
      <TextInput
        label="From"
        type="date"
        w={160}
        value={from}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
      />
      <TextInput label="To" type="date" w={160} value={to} onChange={(e) => onChange({ to: e.currentTarget.value })} />
    </>
  );
}
