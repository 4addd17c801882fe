import { Group, Paper, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { admissionQueries, vitalsQueries } from '../../../features/admissions/api/admissions.queries.ts';
import { CareList } from '../../../features/admissions/components/care-list.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /nurse/ip-care-management: admitted patients by ward, Pending when vitals are due by the ward's schedule. */
export function IpCareManagementPage() {
  const [filters, set] = useSearchState(['ward'] as const);
  const wards = useQuery(admissionQueries.wards());
  const list = useQuery(vitalsQueries.care(filters.ward || undefined));
  const pending = (list.data ?? []).filter((r) => r.status === 'Pending').length;
  return (
    <>
      <PageHeader title="IP Care Management" subtitle="Admitted patients and whose vitals are due" />
      <Paper withBorder p="md" radius="md">
        <Group mb="md" justify="space-between">
          <Select
            aria-label="Ward"
            placeholder="All wards"
            clearable
            data={(wards.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
            value={filters.ward || null}
            onChange={(v) => set('ward', v ?? '')}
            w={240}
          />
          {list.data && (
            <Text size="sm" c="dimmed">
              {list.data.length} in beds · {pending} pending
            </Text>
          )}
        </Group>
        <ListView
          query={list}
          error="Failed to load patients. Please try again."
          empty="No admitted patients"
          noMatch="No admitted patients in this ward"
          filtered={Boolean(filters.ward)}
        >
          {(rows) => <CareList rows={rows} />}
        </ListView>
      </Paper>
    </>
  );
}
