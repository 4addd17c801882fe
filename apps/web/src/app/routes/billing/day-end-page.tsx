import { Button, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { billingQueries } from '../../../features/billing/api/billing.queries.ts';
import { CollectionsReport } from '../../../features/billing/components/collections-report.tsx';
import { ShiftsByCounter } from '../../../features/billing/components/shifts-by-counter.tsx';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /billing/day-end: a clinic day's collections by mode, user and hour, with a CSV for the accounts. */
export function DayEndPage() {
  const today = useClinicToday();
  const [filters, setFilter] = useSearchState(['date'] as const);
  const date = filters.date || today;
  const report = useQuery(billingQueries.collections(date));
  const canSeeShifts = useCan()('shifts.read');
  return (
    <>
      <PageHeader
        title="Day End"
        subtitle="Money received and refunded on a clinic day"
        actions={
          <>
            <TextInput
              aria-label="Date"
              type="date"
              value={date}
              onChange={(e) => setFilter('date', e.currentTarget.value)}
              w={170}
            />
            <Button
              component="a"
              href={`/api/billing/day-end?date=${date}&format=csv`}
              download
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              Download CSV
            </Button>
          </>
        }
      />
      <QueryState query={report} error="Failed to load the day end. Please try again." loadingLabel="Loading day end">
        {(r) => <CollectionsReport report={r} />}
      </QueryState>
      {canSeeShifts && <ShiftsByCounter date={date} />}
    </>
  );
}
