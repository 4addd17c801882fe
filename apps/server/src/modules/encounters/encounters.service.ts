import {
  EMPTY_MEDICAL_HISTORY,
  prescribedQuantity,
  REVISIT_IN_FUTURE,
  type Drug,
  type Encounter,
  type EncounterPayload,
  type EncounterSummary,
  type MedicalHistoryResponse,
  type Service,
} from '@clinic/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { insertCharge } from '../billing/charges.service.ts';
import type { MastersService } from '../inventory/masters.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import {
  encounterDiagnoses,
  encounters,
  medicalHistories,
  prescriptionItems,
  serviceOrders,
} from './encounters.table.ts';
import { toOrder, toPrescriptionLine } from './encounters.mapping.ts';
import type { Icd10Catalogue } from './icd10.ts';
import type { VitalsService } from './vitals.service.ts';

type Deps = {
  db: Db;
  audit: AuditService;
  appointments: AppointmentsService;
  patients: PatientsService;
  services: ServicesService;
  masters: MastersService;
  staff: StaffService;
  vitals: VitalsService;
  icd10: Icd10Catalogue;
  timeZone: string;
};

async function orNotFound<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** Consultations: what the doctor saves, with its prescription, orders and charges. */
export function createEncountersService(deps: Deps) {
  const { db, audit } = deps;

  /** Everything a save refers to must exist and fit, checked before the transaction starts. */
  async function checkReferences(v: EncounterPayload) {
    const fields: Record<string, string> = {};
    v.diagnoses.forEach((d, i) => {
      if (d.code && !deps.icd10.get(d.code)) fields[`diagnoses.${i}.code`] = `Unknown ICD-10 code ${d.code}`;
    });
    if (v.revisitDate && v.revisitDate <= clinicNow(deps.timeZone).date) fields.revisitDate = REVISIT_IN_FUTURE;
    const drugs = new Map<string, Drug>();
    for (const [i, line] of v.prescriptions.entries()) {
      const drug = await orNotFound(deps.masters.getDrug(line.drugId));
      if (!drug) fields[`prescriptions.${i}.drugId`] = 'Choose a medicine from the catalogue';
      else drugs.set(drug._id, drug);
    }
    const services = new Map<string, Service>();
    const checkServices = async (ids: string[], category: Service['category'], key: string) => {
      for (const [i, id] of ids.entries()) {
        const service = await orNotFound(deps.services.get(id));
        if (!service || service.category !== category || !service.isActive)
          fields[`${key}.${i}`] = `Choose an active ${category.toLowerCase()} service`;
        else services.set(id, service);
      }
    };
    await checkServices(v.labTests, 'Laboratory', 'labTests');
    await checkServices(v.radiologyStudies, 'Radiology', 'radiologyStudies');
    if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0] ?? 'Invalid consultation', fields);
    return { drugs, services };
  }

  async function historyOf(tx: DbOrTx, patientId: string): Promise<MedicalHistoryResponse> {
    const [row] = await tx.select().from(medicalHistories).where(eq(medicalHistories.patientId, patientId));
    if (!row) return { ...EMPTY_MEDICAL_HISTORY, updatedAt: null, updatedBy: null };
    return {
      ...EMPTY_MEDICAL_HISTORY,
      ...row.history,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedByName,
    };
  }

  async function read(id: string): Promise<Encounter> {
    const [row] = await db.select().from(encounters).where(eq(encounters.id, id));
    if (!row) throw notFound(`Encounter with ID ${id} not found`);
    const [diagnoses, lines, orders, vitals] = await Promise.all([
      db
        .select()
        .from(encounterDiagnoses)
        .where(eq(encounterDiagnoses.encounterId, id))
        .orderBy(asc(encounterDiagnoses.position)),
      db
        .select()
        .from(prescriptionItems)
        .where(eq(prescriptionItems.encounterId, id))
        .orderBy(asc(prescriptionItems.position)),
      db.select().from(serviceOrders).where(eq(serviceOrders.encounterId, id)).orderBy(asc(serviceOrders.orderedAt)),
      row.vitalsId ? deps.vitals.byId(db, row.vitalsId) : Promise.resolve(null),
    ]);
    return {
      _id: row.id,
      patientId: row.patientId,
      appointmentId: row.appointmentId,
      doctorId: row.doctorId,
      doctorName: row.doctorName,
      doctorSpeciality: row.doctorSpeciality,
      createdAt: row.createdAt.toISOString(),
      vitals,
      symptoms: row.symptoms,
      examination: row.examination,
      diagnoses: diagnoses.map((d) => ({ code: d.code, description: d.description })),
      prescriptions: lines.map(toPrescriptionLine),
      orders: orders.map(toOrder),
      advice: row.advice,
      revisitDate: row.revisitDate,
    };
  }

  return {
    /**
     * Saves a consultation in one transaction: vitals, the patient's medical history, the
     * encounter, its diagnoses, prescription and orders (each order with a pending charge), and
     * the appointment becomes Completed.
     */
    async save(v: EncounterPayload, actor: Actor): Promise<Encounter> {
      if (!actor.userId || !actor.name) throw badRequest('Sign in to save a consultation');
      const patient = await deps.patients.get(v.patientId);
      const doctor = await deps.staff.get(actor.userId);
      if (v.appointmentId) {
        const appointment = await deps.appointments.get(v.appointmentId);
        if (appointment.patientId !== patient._id)
          throw badRequest('The appointment belongs to another patient', { appointmentId: 'Wrong appointment' });
      }
      const { drugs, services } = await checkReferences(v);
      const appointmentId = v.appointmentId ?? null;
      const id = await db
        .transaction(async (tx) => {
          if (appointmentId) await deps.appointments.completeIn(tx, appointmentId, actor);
          const vitalsRow = v.vitals
            ? await deps.vitals.recordIn(tx, { patientId: patient._id, appointmentId }, v.vitals, actor)
            : appointmentId
              ? await deps.vitals.latestIn(tx, appointmentId)
              : undefined;
          await tx
            .insert(medicalHistories)
            .values({
              patientId: patient._id,
              history: v.medicalHistory,
              updatedBy: actor.userId,
              updatedByName: actor.name,
            })
            .onConflictDoUpdate({
              target: medicalHistories.patientId,
              set: {
                history: v.medicalHistory,
                updatedBy: actor.userId,
                updatedByName: actor.name,
                updatedAt: new Date(),
              },
            });
          const [encounter] = await tx
            .insert(encounters)
            .values({
              patientId: patient._id,
              appointmentId,
              doctorId: doctor._id,
              doctorName: doctor.name,
              doctorSpeciality: doctor.speciality,
              vitalsId: vitalsRow?.id ?? null,
              symptoms: v.symptoms,
              examination: v.examination,
              advice: v.advice,
              revisitDate: v.revisitDate ?? null,
            })
            .returning({ id: encounters.id });
          if (!encounter) throw new Error('insert into encounters returned no row');
          await tx.insert(encounterDiagnoses).values(
            v.diagnoses.map((d, position) => ({
              encounterId: encounter.id,
              position,
              code: d.code ? (deps.icd10.get(d.code)?.code ?? d.code) : null,
              description: d.description,
            })),
          );
          if (v.prescriptions.length > 0) {
            await tx.insert(prescriptionItems).values(
              v.prescriptions.map((line, position) => {
                const drug = drugs.get(line.drugId) as Drug;
                return {
                  encounterId: encounter.id,
                  position,
                  drugId: drug._id,
                  drugName: drug.name,
                  schedule: drug.schedule,
                  dose: line.dose,
                  frequency: line.frequency.toUpperCase(),
                  durationDays: line.durationDays,
                  route: line.route,
                  instructions: line.instructions,
                  quantity: prescribedQuantity(line.frequency, line.durationDays) ?? line.quantity ?? 1,
                };
              }),
            );
          }
          for (const serviceId of [...v.labTests, ...v.radiologyStudies]) {
            const service = services.get(serviceId) as Service;
            const pricePaise = Math.round(service.price * 100);
            const charge = await insertCharge(
              tx,
              { patientId: patient._id, serviceId, serviceName: service.name, category: service.category, pricePaise },
              actor,
            );
            await tx.insert(serviceOrders).values({
              encounterId: encounter.id,
              patientId: patient._id,
              serviceId,
              serviceName: service.name,
              category: service.category,
              pricePaise,
              chargeId: charge.id,
              orderedBy: actor.name as string,
            });
          }
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'encounter',
            entityId: encounter.id,
            summary: `Consultation for ${patient.mrn}: ${v.diagnoses.length} diagnoses, ${v.prescriptions.length} medicines, ${v.labTests.length + v.radiologyStudies.length} orders`,
          });
          return encounter.id;
        })
        .catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505')
            throw conflict('This appointment already has a saved consultation');
          throw error;
        });
      return read(id);
    },

    async get(id: string, actor: Actor): Promise<Encounter> {
      const encounter = await read(id);
      await audit.record(db, actor, {
        action: 'view',
        entityType: 'encounter',
        entityId: id,
        summary: 'Viewed consultation',
      });
      return encounter;
    },

    async listForPatient(patientId: string): Promise<EncounterSummary[]> {
      await deps.patients.get(patientId);
      const rows = await db
        .select()
        .from(encounters)
        .where(eq(encounters.patientId, patientId))
        .orderBy(desc(encounters.createdAt))
        .limit(100);
      const ids = rows.map((r) => r.id);
      const diagnoses =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(encounterDiagnoses)
              .where(inArray(encounterDiagnoses.encounterId, ids))
              .orderBy(asc(encounterDiagnoses.position));
      return rows.map((r) => ({
        _id: r.id,
        appointmentId: r.appointmentId,
        doctorName: r.doctorName,
        createdAt: r.createdAt.toISOString(),
        diagnoses: diagnoses
          .filter((d) => d.encounterId === r.id)
          .map((d) => ({ code: d.code, description: d.description })),
      }));
    },

    async medicalHistory(patientId: string): Promise<MedicalHistoryResponse> {
      await deps.patients.get(patientId);
      return historyOf(db, patientId);
    },
  };
}

export type EncountersService = ReturnType<typeof createEncountersService>;
