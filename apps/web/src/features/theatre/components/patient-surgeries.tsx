import { Paper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { theatreQueries } from '../api/theatre.queries.ts';
import { SurgeryTable } from './surgery-table.tsx';

/** A patient's theatre slots, for the ward and the doctor; nothing when there are none. */
export function PatientSurgeries({ patientId }: { patientId: string }) {
  const surgeries = useQuery(theatreQueries.forPatient(patientId));
  if (!surgeries.data?.length) return null;
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Title order={3} size="h4" mb="sm">
        Theatre
      </Title>
      <SurgeryTable surgeries={surgeries.data} label="Surgeries" />
    </Paper>
  );
}
