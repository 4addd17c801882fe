import type { PatientInput, PatientSummary } from '@clinic/shared/patients';
import { Button, Group } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/toast.ts';
import {
  findAbhaHolder,
  findPossibleDuplicates,
  useRegisterPatient,
} from '../../../features/patients/api/patients.queries.ts';
import { AbhaHolder, AbhaScanPanel } from '../../../features/patients/components/abha-scan-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { DuplicatesModal } from '../../../features/patients/components/duplicates-modal.tsx';
import { EMPTY_PATIENT, PatientForm } from '../../../features/patients/components/patient-form.tsx';
import { applyFieldErrors } from '../../../lib/form-helpers.ts';

type Pending = { input: PatientInput; form: UseFormReturn<PatientInput>; intent: string; candidates: PatientSummary[] };

export function NewPatientRegistrationPage() {
  const navigate = useNavigate();
  const register = useRegisterPatient();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const [holder, setHolder] = useState<PatientSummary>();
  // A scanned ABHA card fills the form: the form starts again from the card's values.
  const [filled, setFilled] = useState<{ input: PatientInput; times: number }>();
  const fill = useCallback(
    (input: PatientInput) => setFilled((before) => ({ input, times: (before?.times ?? 0) + 1 })),
    [],
  );
  // The keys press the buttons, so they save exactly as a click does (and not while busy).
  const addButton = useRef<HTMLButtonElement>(null);
  const scheduleButton = useRef<HTMLButtonElement>(null);
  useDeskShortcuts([
    { keys: KEYS.save, label: 'Add the patient', run: () => addButton.current?.click() },
    { keys: KEYS.book, label: 'Add the patient and book an appointment', run: () => scheduleButton.current?.click() },
  ]);

  const save = (input: PatientInput, form: UseFormReturn<PatientInput>, intent: string, allowDuplicate: boolean) =>
    register.mutate(
      { input, allowDuplicate },
      {
        onSuccess: (patient) => {
          setPending(undefined);
          toast.success('Patient added successfully!');
          void navigate(
            intent === 'schedule' ? `/reception/book-appointment/${patient._id}` : '/reception/patient-master',
          );
        },
        onError: (err) => {
          setPending(undefined);
          if (err instanceof ApiError && err.code === 'ABHA_TAKEN') void findAbhaHolder(input).then(setHolder);
          const message = applyFieldErrors(form, err, 'Failed to register patient');
          setError(message);
          toast.error(message ?? 'Failed to register patient');
        },
      },
    );

  const submit = async (input: PatientInput, form: UseFormReturn<PatientInput>, intent: string) => {
    setError(undefined);
    setHolder(undefined);
    setChecking(true);
    try {
      const candidates = await findPossibleDuplicates(input);
      if (candidates.length > 0) setPending({ input, form, intent, candidates });
      else save(input, form, intent, false);
    } catch {
      save(input, form, intent, false);
    } finally {
      setChecking(false);
    }
  };

  const busy = checking || register.isPending;
  return (
    <>
      <PageHeader
        title="New Patient Registration"
        subtitle="Fields marked * are required. The MRN is assigned when saved."
      />
      <AbhaScanPanel onFill={fill} />
      <div style={{ height: 16 }} />
      {holder && (
        <div style={{ marginBottom: 16 }}>
          <AbhaHolder patient={holder} />
        </div>
      )}
      <PatientForm
        key={filled?.times ?? 0}
        defaultValues={filled?.input ?? EMPTY_PATIENT}
        mrn={undefined}
        error={error}
        onSubmit={(input, form, intent) => void submit(input, form, intent)}
        actions={
          <Group>
            <Button ref={addButton} type="submit" name="intent" value="save" disabled={busy}>
              {busy ? 'Saving...' : 'Add patient'}
            </Button>
            <Button ref={scheduleButton} type="submit" name="intent" value="schedule" variant="light" disabled={busy}>
              Add and continue to schedule
            </Button>
            <Button variant="default" onClick={() => void navigate('/reception/patient-master')}>
              Cancel
            </Button>
          </Group>
        }
      />
      <DuplicatesModal
        candidates={pending?.candidates ?? []}
        busy={register.isPending}
        onClose={() => setPending(undefined)}
        onSaveAnyway={() => pending && save(pending.input, pending.form, pending.intent, true)}
      />
    </>
  );
}
