import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addDaysIso } from '../../../lib/format.ts';
import { reportQueries } from '../api/reports.queries.ts';

export type ReportFilterKey = 'wardId' | 'department' | 'doctorId';
type Values = Record<'from' | 'to' | ReportFilterKey, string>;

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

/** A report's range and the filters it takes, kept in the URL. */
export function ReportFilters({
  values,
  filters,
  today,
  onChange,
}: {
  values: Values;
  filters: readonly ReportFilterKey[];
  today: string;
  onChange: (changes: Partial<Values>) => void;
}) {
  const options = useQuery({ ...reportQueries.options, enabled: filters.length > 0 });
  const range = quickRanges(today).find((q) => q.range[0] === values.from && q.range[1] === values.to);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <Select
        label="Range"
        w={150}
        data={[...quickRanges(today).map((q) => q.label), 'Custom']}
        value={range?.label ?? 'Custom'}
        allowDeselect={false}
        onChange={(label) => {
          const chosen = quickRanges(today).find((q) => q.label === label);
          if (!chosen) return;
          onChange({ from: chosen.range[0], to: chosen.range[1] });
        }}
      />
      <TextInput
        label="From"
        type="date"
        w={160}
        value={values.from}
        onChange={(e) => onChange({ from: e.currentTarget.value })}
      />
      <TextInput
        label="To"
        type="date"
        w={160}
        value={values.to}
        onChange={(e) => onChange({ to: e.currentTarget.value })}
      />
      {filters.includes('wardId') && (
        <Select
          label="Ward"
          placeholder="All wards"
          w={200}
          clearable
          data={(options.data?.wards ?? []).map((w) => ({ value: w.id, label: w.name }))}
          value={values.wardId || null}
          onChange={(v) => onChange({ wardId: v ?? '' })}
        />
      )}
      {filters.includes('department') && (
        <Select
          label="Department"
          placeholder="All departments"
          w={200}
          clearable
          searchable
          data={options.data?.departments ?? []}
          value={values.department || null}
          onChange={(v) => onChange({ department: v ?? '' })}
        />
      )}
      {filters.includes('doctorId') && (
        <Select
          label="Doctor"
          placeholder="All doctors"
          w={220}
          clearable
          searchable
          data={(options.data?.doctors ?? []).map((d) => ({ value: d.id, label: d.name }))}
          value={values.doctorId || null}
          onChange={(v) => onChange({ doctorId: v ?? '' })}
        />
      )}
    </Group>
  );
}
