import type { Encounter } from '@clinic/shared/encounters';
import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { LoadingView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { encounterQueries } from '../api/encounters.queries.ts';
import { EncounterView } from './encounter-view.tsx';

function EncounterModal({
  id,
  onClose,
  onPrint,
}: {
  id: string;
  onClose: () => void;
  onPrint: (e: Encounter) => void;
}) {
  const encounter = useQuery(encounterQueries.detail(id));
  return (
    <Modal opened onClose={onClose} title="Consultation" size="xl">
      <QueryState query={encounter} error="Failed to load the consultation. Please try again.">
        {(data) => (
          <Stack>
            <EncounterView encounter={data} />
            <Group justify="flex-end">
              <Button variant="light" onClick={() => onPrint(data)}>
                Print prescription
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}

/** The patient's earlier consultations, newest first; each opens read-only. */
export function EarlierEncounters({ patientId, onPrint }: { patientId: string; onPrint: (e: Encounter) => void }) {
  const list = useQuery(encounterQueries.ofPatient(patientId));
  const [open, setOpen] = useState<string | null>(null);
  if (list.isPending) return <LoadingView label="Loading earlier consultations" />;
  if (list.isError)
    return <ErrorPanel message="Failed to load earlier consultations." onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="xs" aria-label="Earlier consultations">
      {list.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No earlier consultations.
        </Text>
      )}
      {list.data.map((e) => (
        <UnstyledButton
          key={e._id}
          onClick={() => setOpen(e._id)}
          p="xs"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
        >
          <Text size="sm" fw={600}>
            {formatDateTime(e.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {e.doctorName}
          </Text>
          <Text size="sm" lineClamp={2}>
            {e.diagnoses.map((d) => (d.code ? `${d.code} ${d.description}` : d.description)).join('; ')}
          </Text>
        </UnstyledButton>
      ))}
      {open && <EncounterModal id={open} onClose={() => setOpen(null)} onPrint={onPrint} />}
    </Stack>
  );
}
