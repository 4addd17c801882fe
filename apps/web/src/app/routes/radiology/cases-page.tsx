import { Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListView } from '../../../components/list/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { radiologyQueries } from '../../../features/radiology/api/radiology.queries.ts';
import { CaseTable } from '../../../features/radiology/components/case-table.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

function CaseList({
  completed,
  search,
  page,
  onPage,
}: {
  completed: boolean;
  search: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const list = useQuery(
    radiologyQueries.cases({ tab: completed ? 'completed' : 'open', search: search || undefined, page }),
  );
  return (
    <ListView
      query={list}
      error="Failed to load radiology cases. Please try again."
      loadingLabel="Loading radiology cases"
      empty={completed ? 'No completed cases' : 'No open cases'}
      noMatch="No patients match your search"
      filtered={Boolean(search)}
      onPage={onPage}
    >
      {(rows) => <CaseTable rows={rows} completed={completed} />}
    </ListView>
  );
}

/** /radiology: the spec's tabs Open case and Completed; studies from consultations and wards, urgent first. */
export function RadiologyCasesPage() {
  const [filters, setFilter] = useSearchState(['tab', 'search', 'page'] as const);
  const tab = filters.tab === 'completed' ? 'completed' : 'open';
  return (
    <>
      <PageHeader title="Radiology" subtitle="Imaging studies ordered from consultations and wards" />
      <Paper withBorder p="md" radius="md">
        <Tabs value={tab} onChange={(v) => setFilter('tab', v === 'completed' ? 'completed' : '')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="open">Open case</Tabs.Tab>
            <Tabs.Tab value="completed">Completed</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <SearchInput
          label="Search by patient"
          placeholder="Search by patient name or MRN"
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          width={320}
        />
        <div style={{ marginTop: 16 }}>
          <CaseList
            completed={tab === 'completed'}
            search={filters.search}
            page={Number(filters.page) || 1}
            onPage={(p) => setFilter('page', String(p))}
          />
        </div>
      </Paper>
    </>
  );
}

/** /radiology/complate-case: signed studies, searched by patient. */
export function CompletedCasesPage() {
  const [filters, setFilter] = useSearchState(['search', 'page'] as const);
  return (
    <>
      <PageHeader title="Completed Cases" subtitle="Signed radiology reports" />
      <Paper withBorder p="md" radius="md">
        <SearchInput
          label="Search by patient"
          placeholder="Search by patient name or MRN"
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
          width={320}
        />
        <div style={{ marginTop: 16 }}>
          <CaseList
            completed
            search={filters.search}
            page={Number(filters.page) || 1}
            onPage={(p) => setFilter('page', String(p))}
          />
        </div>
      </Paper>
    </>
  );
}
