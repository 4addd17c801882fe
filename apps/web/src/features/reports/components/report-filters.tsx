import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RangeFields } from '../../../components/report/range-fields.tsx';
import { reportQueries } from '../api/reports.queries.ts';

export type ReportFilterKey = 'wardId' | 'department' | 'doctorId';
type Values = Record<'from' | 'to' | ReportFilterKey, string>;

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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
      <RangeFields from={values.from} to={values.to} today={today} onChange={onChange} />
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
