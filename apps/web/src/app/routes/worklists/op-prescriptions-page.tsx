import { Button, Group, Paper, Space, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { PrescriptionTable } from '../../../features/encounters/components/prescription-table.tsx';
import { ListView } from '../../../components/list/list-view.tsx';
import { worklistQueries } from '../../../features/worklists/api/worklists.queries.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /pharmacy/op-prescription: prescriptions from consultations with medicines still to dispense. */
export function OpPrescriptionsPage() {
  const [filters, setFilter] = useSearchState(['q', 'page'] as const);
  const [search] = useDebouncedValue(filters.q.trim(), 300);
  const list = useQuery(worklistQueries.prescriptions(Number(filters.page) || 1, search));
  return (
    <>
      <PageHeader
        title="OP Prescriptions"
        subtitle="Prescriptions from today's and earlier consultations with medicines still to dispense"
        actions={<RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />}
      />
      <SearchInput
        label="Search prescriptions"
        placeholder="Patient name, prescription ID or doctor"
        value={filters.q}
        onChange={(v) => setFilter('q', v)}
        width={360}
      />
      <Space h="md" />
      <ListView
        query={list}
        error="Failed to load prescriptions. Please try again."
        loadingLabel="Loading prescriptions"
        empty="No prescriptions waiting"
        noMatch="No prescriptions found"
        filtered={Boolean(search)}
        onPage={(page) => setFilter('page', String(page))}
      >
        {(prescriptions) => (
          <Stack>
            {prescriptions.map((p) => (
              <Paper
                key={p.encounterId}
                component="section"
                withBorder
                p="md"
                radius="md"
                aria-label={`Prescription for ${p.patientName}`}
              >
                <Group justify="space-between">
                  <Text fw={600}>
                    {p.patientName}{' '}
                    <Text span c="dimmed" size="sm">
                      {p.mrn} · {p.age} Y · {p.gender}
                    </Text>
                  </Text>
                  <Button component={Link} to={`/pharmacy/op-prescription/${p.encounterId}`} size="xs">
                    Dispense
                  </Button>
                </Group>
                <Text size="sm" c="dimmed" mb="xs">
                  Rx {p.prescriptionId} · prescribed by {p.prescribedBy}, {formatDateTime(p.date)}
                </Text>
                <PrescriptionTable lines={p.lines} showSchedule />
              </Paper>
            ))}
          </Stack>
        )}
      </ListView>
    </>
  );
}
