import type { OpPending } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/build-test-app.ts';
import { labPatient } from '../lab/lab-fixtures.ts';

/** A new patient with these services charged at reception; their pending OP charge ids. */
export async function chargedAtDesk(
  t: TestApp,
  serviceIds: string[],
  who: Parameters<typeof labPatient>[1],
): Promise<{ patientId: string; chargeIds: string[] }> {
  const patientId = await labPatient(t, who);
  for (const serviceId of serviceIds)
    await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/patients/${patientId}/charges`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { serviceId },
    });
  const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
  return { patientId, chargeIds: pending.json<OpPending>().charges.map((c) => c._id) };
}
