import { bmiOf, parseBloodPressure, type Vitals, type VitalsPayload } from '@clinic/shared/encounters';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { vitalsRepository, type VitalsRow as Row } from './vitals.repository.ts';

export function toVitals(row: Row): Vitals {
  return {
    _id: row.id,
    patientId: row.patientId,
    appointmentId: row.appointmentId,
    bloodPressure: row.systolic !== null && row.diastolic !== null ? `${row.systolic}/${row.diastolic}` : null,
    heartRate: row.heartRate,
    temperature: row.temperatureF,
    spo2: row.spo2,
    height: row.heightCm,
    weight: row.weightKg,
    bmi: row.bmi,
    recordedBy: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  };
}

function sameReading(row: Row, v: VitalsPayload): boolean {
  const bp = v.bloodPressure ? parseBloodPressure(v.bloodPressure) : null;
  return (
    row.systolic === (bp?.systolic ?? null) &&
    row.diastolic === (bp?.diastolic ?? null) &&
    row.heartRate === (v.heartRate ?? null) &&
    row.temperatureF === (v.temperature ?? null) &&
    row.spo2 === (v.spo2 ?? null) &&
    row.heightCm === (v.height ?? null) &&
    row.weightKg === (v.weight ?? null)
  );
}

/** Vitals readings: recorded by the nurse before the consultation, or by the doctor in it. */
export function createVitalsService(deps: { db: Db; audit: AuditService; appointments: AppointmentsService }) {
  const { db, audit } = deps;

  const latestOf = (db: DbOrTx, appointmentId: string) => vitalsRepository.latestOfAppointment(db, appointmentId);

  /** Inserts a reading unless it repeats the appointment's latest one; returns the reading's row. */
  async function recordIn(
    tx: DbOrTx,
    target: { patientId: string; appointmentId: string | null },
    v: VitalsPayload,
    actor: Actor,
  ): Promise<Row> {
    if (!actor.userId || !actor.name) throw forbidden('Sign in to record vitals');
    if (target.appointmentId) {
      const latest = await latestOf(tx, target.appointmentId);
      if (latest && sameReading(latest, v)) return latest;
    }
    const bp = v.bloodPressure ? parseBloodPressure(v.bloodPressure) : null;
    const bmi = bmiOf(v.height, v.weight);
    const row = await vitalsRepository.insert(tx, {
      patientId: target.patientId,
      appointmentId: target.appointmentId,
      systolic: bp?.systolic ?? null,
      diastolic: bp?.diastolic ?? null,
      heartRate: v.heartRate ?? null,
      temperatureF: v.temperature ?? null,
      spo2: v.spo2 ?? null,
      heightCm: v.height ?? null,
      weightKg: v.weight ?? null,
      bmi: bmi === null ? null : Math.round(bmi * 100) / 100,
      recordedBy: actor.userId,
      recordedByName: actor.name,
    });
    await audit.record(tx, actor, {
      action: 'create',
      entityType: 'vitals',
      entityId: row.id,
      summary: `Recorded vitals for appointment ${target.appointmentId ?? '(none)'}`,
    });
    return row;
  }

  return {
    recordIn,
    latestIn: latestOf,

    /** The nurse's reading for an appointment; a Scheduled appointment becomes Awaiting. */
    async recordForAppointment(appointmentId: string, v: VitalsPayload, actor: Actor): Promise<Vitals> {
      const row = await db.transaction(async (tx) => {
        const appointment = await deps.appointments.markAwaitingIn(tx, appointmentId, actor);
        return recordIn(tx, { patientId: appointment.patientId, appointmentId }, v, actor);
      });
      return toVitals(row);
    },

    async latestForAppointment(appointmentId: string, actor: Actor): Promise<Vitals | null> {
      const appointment = await deps.appointments.get(appointmentId);
      const row = await latestOf(db, appointmentId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [appointment.patientId],
        summary: 'Viewed vitals',
      });
      return row ? toVitals(row) : null;
    },

    async byId(tx: DbOrTx, id: string): Promise<Vitals | null> {
      const row = await vitalsRepository.byId(tx, id);
      return row ? toVitals(row) : null;
    },
  };
}

export type VitalsService = ReturnType<typeof createVitalsService>;
