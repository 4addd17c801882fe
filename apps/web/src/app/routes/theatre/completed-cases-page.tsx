import type { Surgery } from '@clinic/shared/theatre';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { theatreQueries } from '../../../features/theatre/api/theatre.queries.ts';
import { OperationNoteView } from '../../../features/theatre/components/operation-note-view.tsx';
import { SurgeryFacts } from '../../../features/theatre/components/surgery-details.tsx';
import { SurgeryTable } from '../../../features/theatre/components/surgery-table.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /scheduler/completed-cases: completed surgeries, searchable, each with its operation note. */
export function CompletedCasesPage() {
  const [filters, setFilter] = useSearchState(['search', 'page'] as const);
  const page = Number(filters.page) || 1;
  const [open, setOpen] = useState<Surgery | null>(null);
  const cases = useQuery(theatreQueries.completed({ search: filters.search || undefined, page }));
  return (
    <>
      <PageHeader title="Completed Cases" subtitle="Surgeries done, with the surgeon's operation note and charges" />
      <Group mb="md">
        <SearchInput
          label="Search completed cases"
          placeholder="Search by patient, MRN or procedure"
          value={filters.search}
          onChange={(v) => setFilter('search', v)}
        />
      </Group>
      <QueryState
        query={cases}
        error="Failed to load the completed cases. Please try again."
        isEmpty={(d) => d.data.length === 0}
        empty={<EmptyView message={filters.search ? 'No matching cases found' : 'No completed cases yet'} />}
      >
        {(d) => (
          <>
            <SurgeryTable
              surgeries={d.data}
              label="Completed surgeries"
              action={(s) => (
                <Button size="xs" variant="light" onClick={() => setOpen(s)}>
                  Operation note
                </Button>
              )}
            />
            <Pager page={d.page} pageSize={d.pageSize} total={d.total} onChange={(p) => setFilter('page', String(p))} />
          </>
        )}
      </QueryState>
      {open && (
        <Modal opened onClose={() => setOpen(null)} title={`${open.procedure.name} — operation note`} size="xl">
          <Stack>
            <SurgeryFacts surgery={open} />
            {open.operationNote && <OperationNoteView note={open.operationNote} />}
          </Stack>
        </Modal>
      )}
    </>
  );
}
