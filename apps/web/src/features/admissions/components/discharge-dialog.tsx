import {
  CAUSE_OF_DEATH_REQUIRED,
  DISCHARGE_TYPE_LABELS,
  DISCHARGE_TYPES,
  DISCHARGED,
  TIME_OF_DEATH_REQUIRED,
  type AdmissionDetail,
  type DischargeType,
} from '@clinic/shared/admissions';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { useDischargeStep } from '../api/ward-round.queries.ts';

const typeOptions = DISCHARGE_TYPES.map((t) => ({ value: t, label: DISCHARGE_TYPE_LABELS[t] }));

/**
 * The discharge itself: how the stay ends (normal, LAMA, DAMA, referred, death) and, for a death,
 * its time and cause (they go to the death register). The bed goes to cleaning, running medicine
 * orders stop, and the record becomes read-only.
 */
export function DischargeDialog({ admission: a, onClose }: { admission: AdmissionDetail; onClose: () => void }) {
  const discharge = useDischargeStep(a._id, 'discharge');
  const [type, setType] = useState<DischargeType>('Normal');
  const [deathAt, setDeathAt] = useState('');
  const [cause, setCause] = useState('');
  const [errors, setErrors] = useState<{ deathAt?: string; deathCause?: string }>({});
  const submit = () => {
    if (type === 'Death' && (!deathAt || !cause.trim())) {
      setErrors({
        deathAt: deathAt ? undefined : TIME_OF_DEATH_REQUIRED,
        deathCause: cause.trim() ? undefined : CAUSE_OF_DEATH_REQUIRED,
      });
      return;
    }
    discharge.mutate(
      type === 'Death' ? { type, deathAt: new Date(deathAt).toISOString(), deathCause: cause.trim() } : { type },
      {
        onSuccess: () => (toast.success(DISCHARGED), onClose()),
        onError: (e) => (failed(e, 'Failed to discharge the patient'), onClose()),
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Discharge patient">
      <Stack>
        <Text size="sm">
          Discharge {a.patientName} ({a.ipNumber})? Bed {a.bedNumber} goes to cleaning, medicine orders stop and the
          record becomes read-only.
        </Text>
        <Select
          label="Type of discharge"
          data={typeOptions}
          value={type}
          allowDeselect={false}
          onChange={(v) => setType(DISCHARGE_TYPES.find((t) => t === v) ?? 'Normal')}
        />
        {type === 'Death' && (
          <>
            <TextInput
              type="datetime-local"
              label="Date and time of death"
              required
              value={deathAt}
              onChange={(e) => {
                setDeathAt(e.currentTarget.value);
                setErrors((all) => ({ ...all, deathAt: undefined }));
              }}
              error={errors.deathAt}
            />
            <Textarea
              label="Cause of death"
              required
              autosize
              minRows={2}
              value={cause}
              onChange={(e) => {
                setCause(e.currentTarget.value);
                setErrors((all) => ({ ...all, deathCause: undefined }));
              }}
              error={errors.deathCause}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={discharge.isPending}>
            Discharge
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
