import {
  CARE_ORDER_URGENCIES,
  CHOOSE_A_DIET,
  CHOOSE_A_PROCEDURE,
  DIETS,
  WRITE_THE_INSTRUCTION,
  type CareOrderInput,
  type CareOrderKind,
  type CareOrderUrgency,
} from '@clinic/shared/admissions';
import { formatRupees } from '@clinic/shared/money';
import { Button, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { servicesQuery } from '../../services/api/services.queries.ts';
import { usePlaceCareOrder } from '../api/care-orders.queries.ts';

/** What the ward may order from the catalogue: lab, radiology and consultations have their own paths. */
const WARD_CATEGORIES = new Set(['Procedure', 'Therapy', 'Cardiology', 'Dental', 'Other']);

/** The doctor orders a procedure or service, the diet, or a nursing instruction, with its urgency. */
export function CareOrderForm({ admissionId }: { admissionId: string }) {
  const services = useQuery(servicesQuery);
  const place = usePlaceCareOrder(admissionId);
  const [kind, setKind] = useState<CareOrderKind>('Procedure');
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [diet, setDiet] = useState<string | null>(null);
  const [urgency, setUrgency] = useState<CareOrderUrgency>('Routine');
  const [instructions, setInstructions] = useState('');
  const [error, setError] = useState<string | null>(null);
  const procedures = (services.data ?? [])
    .filter((s) => s.isActive && WARD_CATEGORIES.has(s.category))
    .map((s) => ({ value: s._id, label: `${s.name} (${formatRupees(s.price)})` }));

  const reset = () => (setServiceId(null), setDiet(null), setUrgency('Routine'), setInstructions(''), setError(null));
  const submit = () => {
    let input: CareOrderInput;
    if (kind === 'Procedure') {
      if (!serviceId) return setError(CHOOSE_A_PROCEDURE);
      input = { kind, serviceId, urgency, instructions };
    } else if (kind === 'Diet') {
      if (!diet) return setError(CHOOSE_A_DIET);
      input = { kind, diet: diet as (typeof DIETS)[number], instructions };
    } else {
      if (!instructions.trim()) return setError(WRITE_THE_INSTRUCTION);
      input = { kind, urgency, instructions };
    }
    place.mutate(input, {
      onSuccess: (order) => (toast.success(`${order.title} ordered`), reset()),
      onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to place the order'),
    });
  };

  return (
    <Stack gap="xs" mb="md">
      <SegmentedControl
        w={360}
        value={kind}
        onChange={(v) => (setKind(v), setError(null))}
        data={[
          { value: 'Procedure', label: 'Procedure / service' },
          { value: 'Diet', label: 'Diet' },
          { value: 'Nursing', label: 'Nursing' },
        ]}
      />
      <Group align="flex-start" wrap="wrap">
        {kind === 'Procedure' && (
          <Select
            label="Procedure or service"
            placeholder="Choose"
            searchable
            data={procedures}
            value={serviceId}
            onChange={(v) => (setServiceId(v), setError(null))}
            error={error}
            w={340}
          />
        )}
        {kind === 'Diet' && (
          <Select
            label="Diet"
            placeholder="Choose a diet"
            data={[...DIETS]}
            value={diet}
            onChange={(v) => (setDiet(v), setError(null))}
            error={error}
            w={220}
          />
        )}
        <TextInput
          label={kind === 'Nursing' ? 'Instruction' : 'Notes'}
          placeholder={kind === 'Nursing' ? 'e.g. Turn every 2 hours' : kind === 'Diet' ? 'e.g. 1800 kcal' : 'Optional'}
          value={instructions}
          onChange={(e) => (setInstructions(e.currentTarget.value), setError(null))}
          error={kind === 'Nursing' ? error : undefined}
          maxLength={500}
          w={kind === 'Nursing' ? 420 : 300}
        />
        {kind !== 'Diet' && (
          <Select
            label="Urgency"
            data={[...CARE_ORDER_URGENCIES]}
            value={urgency}
            onChange={(v) => setUrgency(v ?? 'Routine')}
            allowDeselect={false}
            w={120}
          />
        )}
        <Button size="sm" mt={25} loading={place.isPending} onClick={submit}>
          Order
        </Button>
      </Group>
    </Stack>
  );
}
