import { Group, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { dayEndQuery } from '../../../features/pharmacy/api/day-end.queries.ts';
import { DayEndReport } from '../../../features/pharmacy/components/day-end-report.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /pharmacy/day-end: the day's sales, returns and collections, and stock to reorder or use first. */
export function DayEndPage() {
  const today = useClinicToday();
  const [filters, set] = useSearchState(['date'] as const);
  const date = filters.date || today;
  const report = useQuery(dayEndQuery(date));
  return (
    <>
      <PageHeader
        title="Day End"
        subtitle="Sales, returns and collections by payment mode and by user"
        actions={
          <Group>
            <TextInput
              aria-label="Date"
              type="date"
              value={date}
              onChange={(e) => set('date', e.currentTarget.value)}
              w={170}
            />
          </Group>
        }
      />
      <QueryState query={report} error="Failed to load the day end. Please try again.">
        {(day) => <DayEndReport day={day} />}
      </QueryState>
    </>
  );
}
