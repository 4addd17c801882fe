import {
  fahrenheitToCelsius,
  ipVitalsInputSchema,
  news2,
  type CareRow,
  type Consciousness,
  type IpVitals,
  type IpVitalsInput,
} from '@clinic/shared/admissions';
import { fullName } from '@clinic/shared/patients';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../lib/events.ts';
import type { News2AlertsService } from './news2-alerts.service.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { admissionsRepository } from './admissions.repository.ts';
import { ipVitalsRepository as repo, type IpVitalsRow } from './ip-vitals.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
type Risk = IpVitals['news2Risk'];

function toVitals(r: IpVitalsRow): IpVitals {
  return {
    _id: r.id,
    admissionId: r.admissionId,
    recordedAt: r.recordedAt.toISOString(),
    recordedBy: r.recordedByName,
    respiratoryRate: r.respiratoryRate,
    spo2: r.spo2,
    spo2Scale: r.spo2Scale,
    onOxygen: r.onOxygen,
    systolic: r.systolic,
    diastolic: r.diastolic,
    pulse: r.pulse,
    consciousness: r.consciousness as Consciousness,
    temperatureC: r.temperatureC,
    temperatureF: Math.round(((r.temperatureC * 9) / 5 + 32) * 10) / 10,
    news2Score: r.news2Score,
    news2Risk: r.news2Risk as Risk,
  };
}

/** Nursing observations of admitted patients, each scored with NEWS2, and the ward's care list. */
export function createIpVitalsService(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  alerts: Pick<News2AlertsService, 'raiseIn'>;
  timeZone: string;
}) {
  const { db, audit } = deps;

  return {
    /** Records one set of observations on an active admission; readings are never edited. */
    async record(admissionId: string, input: IpVitalsInput, actor: Actor): Promise<IpVitals> {
      const v = ipVitalsInputSchema.parse(input);
      const temperatureC = fahrenheitToCelsius(v.temperatureF);
      const score = news2({ ...v, spo2Scale: v.spo2Scale, temperatureC });
      const row = await deps.events.inTransaction(db, async (tx, publish) => {
        const admission = await admissionsRepository.lock(tx, admissionId);
        if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
        if (admission.status !== 'Active') throw conflict(`A ${admission.status} admission takes no new vitals`);
        const created = await repo.insert(tx, {
          admissionId,
          respiratoryRate: v.respiratoryRate,
          spo2: v.spo2,
          spo2Scale: v.spo2Scale,
          onOxygen: v.onOxygen,
          systolic: v.systolic,
          diastolic: v.diastolic,
          pulse: v.pulse,
          consciousness: v.consciousness,
          temperatureC,
          news2Score: score.score,
          news2Risk: score.risk,
          recordedBy: actor.userId,
          recordedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'ip_vitals',
          entityId: created.id,
          summary: `Vitals for ${admission.ipNumber}: NEWS2 ${score.score}`,
        });
        // A score that calls for a review reaches the treating doctor now, not at the next round.
        await deps.alerts.raiseIn(tx, publish, admission, created.id, score);
        return created;
      });
      return toVitals(row);
    },

    /** Every reading of an admission, newest first; the patient is audited as viewed. */
    async list(admissionId: string, actor: Actor): Promise<IpVitals[]> {
      const admission = await admissionsRepository.one(db, admissionId);
      if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
      const rows = await repo.ofAdmission(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed vitals of ${admission.admission.ipNumber}`,
      });
      return rows.map(toVitals);
    },

    /** Patients in beds, by ward, Pending when no reading is within the ward's interval. */
    async careList(actor: Actor, wardId?: string, now = new Date()): Promise<CareRow[]> {
      const rows = await repo.careList(db, wardId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.patient.id),
        summary: 'Listed in IP care management',
      });
      const today = clinicNow(deps.timeZone).date;
      return rows.map((r) => {
        const lastAt = r.lastAt ? new Date(r.lastAt) : null;
        const due = !lastAt || now.getTime() - lastAt.getTime() >= r.ward.vitalsEveryHours * HOUR_MS;
        return {
          admissionId: r.admission.id,
          ipNumber: r.admission.ipNumber,
          patientId: r.patient.id,
          patientName: fullName(r.patient),
          mrn: r.patient.mrn,
          age: currentAge(r.patient, today),
          gender: r.patient.gender,
          wardId: r.ward.id,
          ward: r.ward.name,
          bedNumber: r.bed.number,
          vitalsEveryHours: r.ward.vitalsEveryHours,
          lastVitalsAt: lastAt?.toISOString() ?? null,
          news2Score: r.news2Score === null ? null : Number(r.news2Score),
          news2Risk: (r.news2Risk as Risk | null) ?? null,
          status: due ? 'Pending' : 'Recorded',
        };
      });
    },
  };
}

export type IpVitalsService = ReturnType<typeof createIpVitalsService>;
