import { Anchor, Group, Paper, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { counterQueries, h1RegisterCsvUrl } from '../../../features/pharmacy/api/counter.queries.ts';
import { H1RegisterTable } from '../../../features/pharmacy/components/h1-register-table.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { addDaysIso } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /pharmacy/h1-register: Schedule H1 and X supplies for a date range, on screen and as CSV. */
export function H1RegisterPage() {
  const today = useClinicToday();
  const [filters, set] = useSearchState(['from', 'to'] as const);
  const from = filters.from || addDaysIso(today, -30);
  const to = filters.to || today;
  const register = useQuery(counterQueries.h1Register(from, to));
  return (
    <>
      <PageHeader
        title="Schedule H1 Register"
        subtitle="Every H1 and X supply, written at the time of sale and kept for at least three years"
        actions={
          <Anchor href={h1RegisterCsvUrl(from, to)} download size="sm">
            Download CSV
          </Anchor>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <TextInput
            label="From"
            type="date"
            value={from}
            onChange={(e) => set('from', e.currentTarget.value)}
            w={170}
          />
          <TextInput label="To" type="date" value={to} onChange={(e) => set('to', e.currentTarget.value)} w={170} />
        </Group>
        <QueryState
          query={register}
          error="Failed to load the register. Please try again."
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyView message="No H1 or X supplies in these dates" />}
        >
          {(rows) => <H1RegisterTable rows={rows} />}
        </QueryState>
      </Paper>
    </>
  );
}
