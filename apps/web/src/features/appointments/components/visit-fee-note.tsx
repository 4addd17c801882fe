import { formatPaise } from '@clinic/shared/money';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDay } from '../../../lib/format.ts';
import { visitFeeQuery } from '../api/appointments.queries.ts';

/** Under the doctor: whether this visit is new or a follow-up, and what the consultation will cost. */
export function VisitFeeNote({ patientId, doctorId }: { patientId: string; doctorId: string }) {
  const fee = useQuery(visitFeeQuery(patientId, doctorId));
  if (!fee.data) return null;
  const f = fee.data;
  const price = f.feePaise === null ? 'no consultation fee set' : f.feePaise === 0 ? 'free' : formatPaise(f.feePaise);
  return (
    <Text size="sm" c={f.kind === 'Follow-up' ? 'teal.8' : 'dimmed'} mt={4} data-testid="visit-fee">
      {f.kind === 'Follow-up'
        ? `Follow-up visit: ${price} (valid until ${formatDay(f.validUntil ?? '')}; ${f.visitsLeft ?? 0} left)`
        : `New visit: ${price}`}
    </Text>
  );
}
