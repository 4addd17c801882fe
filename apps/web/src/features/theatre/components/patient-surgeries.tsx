import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { theatreQueries } from '../api/theatre.queries.ts';
import { SurgeryTable } from './surgery-table.tsx';

/** A patient's theatre slots, for the ward and the doctor. */
export function PatientSurgeries({ patientId }: { patientId: string }) {
  const surgeries = useQuery(theatreQueries.forPatient(patientId));
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Title order={3} size="h4" mb="sm">
        Theatre
      </Title>
      <QueryState
        query={surgeries}
        error="Failed to load surgeries. Please try again."
        loadingLabel="Loading surgeries"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No surgeries booked." />}
      >
        {(rows) => <SurgeryTable surgeries={rows} label="Surgeries" />}
      </QueryState>
    </Paper>
  );
}
