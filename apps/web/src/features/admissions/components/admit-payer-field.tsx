import type { AdmitInput } from '@clinic/shared/admissions';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatDate } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { insuranceQueries } from '../../insurance/api/insurance.queries.ts';

const SELF = 'self';

/**
 * Who pays for the stay: the patient, or one of their covers in force on the admission date (the
 * billing desk asks the payer for approval; the stay's contract names the cover from the start).
 */
export function AdmitPayerField({ form, patientId }: { form: UseFormReturn<AdmitInput>; patientId: string }) {
  const can = useCan();
  const covers = useQuery({ ...insuranceQueries.coverages(patientId), enabled: can('coverages.read') });
  const day = useWatch({ control: form.control, name: 'admissionDate' });
  if (!can('coverages.read')) return null;
  const live = (covers.data ?? []).filter((c) => c.isActive && (!day || (c.validFrom <= day && day <= c.validTo)));
  const data = [
    { value: SELF, label: 'The patient (self-pay)' },
    ...live.map((c) => ({
      value: c._id,
      label: `${c.payerName}${c.tpaName ? ` via ${c.tpaName}` : ''} · ${c.policyNumber || c.employeeId} (to ${formatDate(c.validTo)})`,
    })),
  ];
  return (
    <Controller
      control={form.control}
      name="coverageId"
      render={({ field, fieldState }) => (
        <Select
          label="Who pays"
          description={
            live.length === 0 ? 'No cover in force on the admission date; add one on the patient record' : undefined
          }
          data={data}
          allowDeselect={false}
          value={field.value ?? SELF}
          onChange={(v) => field.onChange(v === SELF ? null : v)}
          error={fieldState.error?.message}
          mb="sm"
        />
      )}
    />
  );
}
