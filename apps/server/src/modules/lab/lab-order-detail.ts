import type { LabOrderDetail } from '@clinic/shared/lab';
import type { Db } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { labMasterRepository } from './lab-master.repository.ts';
import { labPatient } from './lab-patient.ts';
import { labWorklistRepository as orders, toLabOrder } from './lab.repository.ts';
import { labResultsRepository as results, toSample } from './lab-results.repository.ts';

/** A lab order as its screen shows it: patient, samples, the test's parameters and ranges, reports; audited. */
export async function labOrderDetail(
  deps: { db: Db; audit: AuditService; timeZone: string },
  id: string,
  actor: Actor,
): Promise<LabOrderDetail> {
  const { db, audit } = deps;
  const clinicDate = (at: Date) => clinicNow(deps.timeZone, at).date;
  const row = await orders.one(db, id);
  if (!row) throw notFound(`Lab order with ID ${id} not found`);
  const [samples, reports, test] = await Promise.all([
    results.samplesOf(db, [id]),
    results.reportsOf(db, [id]),
    labMasterRepository.groupOfService(db, row.o.serviceId),
  ]);
  const sampleDay = clinicDate(samples.find((s) => !s.rejectedAt)?.collectedAt ?? new Date());
  const conditions = new Set<string>();
  for (const p of test?.parameters ?? [])
    for (const r of p.ranges) if (r.specialCondition.trim()) conditions.add(r.specialCondition.trim());
  await audit.viewed(actor, {
    entityType: 'patient',
    entityIds: [row.o.patientId],
    summary: 'Opened a lab order',
  });
  return {
    order: toLabOrder(row),
    patient: labPatient(row.p, sampleDay),
    groupName: test?.group.name ?? null,
    sampleType: test?.group.sampleType ?? '',
    samples: samples.map(toSample),
    parameters: (test?.parameters ?? []).map((p) => ({
      _id: p._id,
      name: p.name,
      unit: p.unit,
      resultType: p.resultType,
      decimalPlaces: p.decimalPlaces,
      criticalLow: p.criticalLow,
      criticalHigh: p.criticalHigh,
      ranges: p.ranges,
    })),
    conditions: [...conditions],
    reports: reports.map((r) => r.report),
  };
}
