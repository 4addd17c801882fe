import type { IpPrescription } from '@clinic/shared/pharmacy';
import { Button, Group, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { wardIssueQueries } from '../../../features/pharmacy/api/ward-issue.queries.ts';
import { IpPrescriptionTable } from '../../../features/pharmacy/components/ip-prescription-table.tsx';
import { WardIndentDialog } from '../../../features/pharmacy/components/ward-indent-dialog.tsx';
import { WardIssueDialog } from '../../../features/pharmacy/components/ward-issue-dialog.tsx';
import { WardReturnsDialog } from '../../../features/pharmacy/components/ward-returns-dialog.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /pharmacy/ip-prescription: inpatient orders with the spec's search and IP number field, 10 a page. */
export function IpPrescriptionsPage() {
  const [filters, set] = useSearchState(['q', 'ip', 'page'] as const);
  const [search] = useDebouncedValue(filters.q.trim(), 300);
  const [ipNumber] = useDebouncedValue(filters.ip.trim(), 300);
  const list = useQuery(wardIssueQueries.list({ search, ipNumber, page: Number(filters.page) || 1 }));
  const [issuing, setIssuing] = useState<IpPrescription | null>(null);
  const [returning, setReturning] = useState(false);
  const [indenting, setIndenting] = useState<IpPrescription[] | null>(null);
  // An indent is one stay's: offered once the IP number narrows the list to a single stay.
  const shown = list.data?.data ?? [];
  const oneStay = ipNumber !== '' && shown.length > 1 && shown.every((r) => r.admissionId === shown[0]?.admissionId);
  return (
    <>
      <PageHeader
        title="IP Prescriptions"
        subtitle="Inpatient medication orders to issue to the wards, first expiry first out"
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput
            label="Search"
            placeholder="Patient, MRN or medicine"
            value={filters.q}
            onChange={(v) => set('q', v)}
            width={280}
          />
          <SearchInput
            label="IP number"
            placeholder="IP number"
            value={filters.ip}
            onChange={(v) => set('ip', v)}
            width={200}
          />
          {oneStay && (
            <Button ml="auto" mt={24} onClick={() => setIndenting(shown)}>
              Issue all for this stay
            </Button>
          )}
          <Button variant="light" ml={oneStay ? undefined : 'auto'} mt={24} onClick={() => setReturning(true)}>
            Ward returns
          </Button>
        </Group>
        <ListView
          query={list}
          error="Failed to load prescriptions. Please try again."
          empty="No inpatient orders to issue"
          noMatch="No prescriptions found"
          filtered={Boolean(search || ipNumber)}
          onPage={(page) => set('page', String(page))}
          pageButtons={5}
        >
          {(rows) => <IpPrescriptionTable rows={rows} onIssue={setIssuing} />}
        </ListView>
      </Paper>
      <WardIssueDialog order={issuing} onClose={() => setIssuing(null)} />
      <WardIndentDialog orders={indenting} onClose={() => setIndenting(null)} />
      <WardReturnsDialog opened={returning} onClose={() => setReturning(false)} />
    </>
  );
}
