import type { Appointment } from '@clinic/shared/appointments';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { patientQueries } from '../../patients/api/patients.queries.ts';
import { PatientBanner } from '../../../components/patient-banner.tsx';
import { encounterQueries, useRecordVitals } from '../api/encounters.queries.ts';
import {
  EMPTY_VITALS,
  fromVitals,
  toVitalsInput,
  vitalsErrors,
  VitalsFields,
  type VitalsDraft,
} from './vitals-fields.tsx';

/** Record Vitals (000 §2.6, 001 "Vitals dialog"): Save stores the reading and the patient is Awaiting. */
export function VitalsDialog({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const patient = useQuery(patientQueries.detail(appointment.patientId));
  const latest = useQuery(encounterQueries.vitals(appointment._id));
  const record = useRecordVitals(appointment._id);
  const [draft, setDraft] = useState<VitalsDraft>(EMPTY_VITALS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (latest.data) setDraft(fromVitals(latest.data));
  }, [latest.data]);

  const change = (next: VitalsDraft) => {
    const cleared = { ...errors };
    for (const key of Object.keys(next) as (keyof VitalsDraft)[]) if (next[key] !== draft[key]) delete cleared[key];
    setErrors(cleared);
    setDraft(next);
  };
  const save = () => {
    const invalid = vitalsErrors(draft);
    if (invalid) return setErrors(invalid);
    record.mutate(toVitalsInput(draft), {
      onSuccess: () => {
        toast.success(`Vitals recorded for ${appointment.patientName}`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else toast.error(error.message || 'Failed to record vitals');
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title="Record Vitals" size="xl" centered>
      <QueryState query={patient} error="Failed to load patient information.">
        {(data) => (
          <Stack>
            <PatientBanner patient={data} />
            {latest.data && (
              <Text size="sm" c="dimmed">
                Last recorded by {latest.data.recordedBy} at {formatDateTime(latest.data.recordedAt)}
              </Text>
            )}
            <VitalsFields value={draft} onChange={change} errors={errors} bmiDecimals={1} adult={data.age >= 18} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={save} loading={record.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
