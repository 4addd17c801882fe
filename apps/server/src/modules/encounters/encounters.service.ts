import {
  EMPTY_MEDICAL_HISTORY,
  medicalHistorySchema,
  type Encounter,
  type EncounterPayload,
  type EncounterSummary,
  type MedicalHistoryResponse,
  type VisitFee,
} from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { AllergiesService } from '../allergies/allergies.service.ts';
import { allergyLabel } from '@clinic/shared/allergies';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import type { MastersService } from '../inventory/masters.service.ts';
import type { LabService } from '../lab/lab.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { PharmacyService } from '../pharmacy/pharmacy.service.ts';
import type { RadiologyService } from '../radiology/radiology.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { encountersRepository } from './encounters.repository.ts';
import { consultationFee, placeOrdersIn } from './encounters.orders.ts';
import { visitFeeIn } from './visit-fee.ts';
import { checkEncounterReferences } from './encounters.references.ts';
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
  lab: LabService;
  radiology: RadiologyService;
  pharmacy: PharmacyService;
  charges: ChargesService;
  allergies: AllergiesService;
  events: EventBus;
  timeZone: string;
};

/** Consultations: what the doctor saves, with its prescription, orders and charges. */
export function createEncountersService(deps: Deps) {
  const { db, audit } = deps;

  const checkReferences = (v: EncounterPayload) => checkEncounterReferences(deps, v);

  async function historyOf(db: DbOrTx, patientId: string): Promise<MedicalHistoryResponse> {
    const row = await encountersRepository.historyOf(db, patientId);
    if (!row) return { ...EMPTY_MEDICAL_HISTORY, updatedAt: null, updatedBy: null };
    return {
      ...EMPTY_MEDICAL_HISTORY,
      ...medicalHistorySchema.parse(row.history),
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedByName,
    };
  }

  async function read(id: string): Promise<Encounter> {
    const row = await encountersRepository.findById(db, id);
    if (!row) throw notFound(`Encounter with ID ${id} not found`);
    const [diagnoses, lines, labOrders, imagingOrders, vitals] = await Promise.all([
      encountersRepository.diagnosesOf(db, [id]),
      deps.pharmacy.linesOfEncounters(db, [id]),
      deps.lab.ordersOfEncounters(db, [id]),
      deps.radiology.ordersOfEncounters(db, [id]),
      row.vitalsId ? deps.vitals.byId(db, row.vitalsId) : Promise.resolve(null),
    ]);
    return {
      _id: row.id,
      patientId: row.patientId,
      appointmentId: row.appointmentId,
      doctorId: row.doctorId,
      doctorName: row.doctorName,
      doctorSpeciality: row.doctorSpeciality,
      doctorQualification: row.doctorQualification,
      doctorRegistrationNumber: row.doctorRegistrationNumber,
      allergies: row.allergies,
      createdAt: row.createdAt.toISOString(),
      vitals,
      symptoms: row.symptoms,
      examination: row.examination,
      diagnoses: diagnoses.map((d) => ({ code: d.code, description: d.description })),
      prescriptions: lines.get(id) ?? [],
      orders: [...labOrders, ...imagingOrders].sort((a, b) => a.orderedAt.localeCompare(b.orderedAt)),
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
    /** What the patient's next visit to the doctor costs: new, or a follow-up within the doctor's rule. */
    async visitFee(patientId: string, doctorId: string, actor: Actor): Promise<VisitFee> {
      const patient = await deps.patients.get(patientId);
      const doctor = await deps.staff.get(doctorId);
      const fee = await consultationFee(deps.services, doctor);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patient._id],
        summary: `Checked the visit fee with ${doctor.name}`,
      });
      return visitFeeIn(db, {
        patientId: patient._id,
        doctor,
        consultationPaise: fee?.pricePaise ?? null,
        timeZone: deps.timeZone,
      });
    },

    async save(v: EncounterPayload, actor: Actor): Promise<Encounter> {
      if (!actor.userId || !actor.name) throw badRequest('Sign in to save a consultation');
      const patient = await deps.patients.get(v.patientId);
      const doctor = await deps.staff.get(actor.userId);
      if (v.appointmentId) {
        const appointment = await deps.appointments.get(v.appointmentId);
        if (appointment.patientId !== patient._id)
          throw badRequest('The appointment belongs to another patient', { appointmentId: 'Wrong appointment' });
      }
      const found = await checkReferences(v);
      const appointmentId = v.appointmentId ?? null;
      const fee = await consultationFee(deps.services, doctor);
      const id = await deps.events
        .inTransaction(db, async (tx, publish) => {
          if (appointmentId) await deps.appointments.completeIn(tx, appointmentId, actor);
          const vitalsRow = v.vitals
            ? await deps.vitals.recordIn(tx, { patientId: patient._id, appointmentId }, v.vitals, actor)
            : appointmentId
              ? await deps.vitals.latestIn(tx, appointmentId)
              : undefined;
          await encountersRepository.saveHistory(tx, patient._id, v.medicalHistory, {
            userId: actor.userId as string,
            name: actor.name as string,
          });
          const visit = await visitFeeIn(tx, {
            patientId: patient._id,
            doctor,
            consultationPaise: fee?.pricePaise ?? null,
            timeZone: deps.timeZone,
          });
          const encounterId = await encountersRepository.insert(tx, {
            visitKind: visit.kind,
            patientId: patient._id,
            appointmentId,
            doctorId: doctor._id,
            doctorName: doctor.name,
            doctorSpeciality: doctor.speciality,
            doctorQualification: doctor.qualification,
            doctorRegistrationNumber: doctor.registrationNumber,
            allergies:
              v.medicalHistory.allergies.length === 0 && v.medicalHistory.noKnownDrugAllergies
                ? ['No known drug allergies']
                : v.medicalHistory.allergies.map(allergyLabel),
            vitalsId: vitalsRow?.id ?? null,
            symptoms: v.symptoms,
            examination: v.examination,
            advice: v.advice,
            revisitDate: v.revisitDate ?? null,
          });
          await encountersRepository.insertDiagnoses(
            tx,
            v.diagnoses.map((d, position) => ({
              encounterId,
              position,
              code: d.code ? (deps.icd10.get(d.code)?.code ?? d.code) : null,
              description: d.description,
            })),
          );
          await deps.allergies.checkIn(
            tx,
            actor,
            { patientId: patient._id, point: 'prescribing', allergies: v.medicalHistory.allergies },
            v.prescriptions.map((line, i) => ({
              drug: found.drugs.get(line.drugId) as Drug,
              field: `prescriptions.${i}.overrideReason`,
              overrideReason: line.overrideReason,
            })),
          );
          await placeOrdersIn(deps, tx, { encounterId, patientId: patient._id, v, found }, actor, publish);
          // A fee the front desk took at registration today is this visit's; it is not charged again.
          const paidAtDesk = await deps.charges.deskConsultationChargedIn(
            tx,
            patient._id,
            clinicNow(deps.timeZone).date,
            deps.timeZone,
          );
          // A follow-up within the doctor's rule is charged its own fee (none when free).
          const charge = visit.kind === 'Follow-up' ? visit.feePaise : fee?.pricePaise;
          if (fee && !paidAtDesk && charge) {
            await deps.charges.addChargeIn(
              tx,
              {
                patientId: patient._id,
                sourceArea: 'consultation',
                sourceId: encounterId,
                serviceId: visit.kind === 'Follow-up' ? null : fee.serviceId,
                serviceName: visit.kind === 'Follow-up' ? `Follow-up consultation - ${doctor.name}` : fee.name,
                category: 'Consultation',
                unitPricePaise: charge,
              },
              actor,
            );
          }
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'encounter',
            entityId: encounterId,
            summary: `Consultation for ${patient.mrn}: ${v.diagnoses.length} diagnoses, ${v.prescriptions.length} medicines, ${v.labTests.length + v.radiologyStudies.length} orders`,
          });
          publish('encounter.saved', { encounterId, patientId: patient._id });
          return encounterId;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict('This appointment already has a saved consultation');
          throw error;
        });
      return read(id);
    },

    async get(id: string, actor: Actor): Promise<Encounter> {
      const encounter = await read(id);
      await audit.viewed(actor, { entityType: 'encounter', entityIds: [id], summary: 'Viewed consultation' });
      return encounter;
    },

    async listForPatient(patientId: string, actor: Actor): Promise<EncounterSummary[]> {
      await deps.patients.get(patientId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patientId],
        summary: 'Viewed consultation list',
      });
      const rows = await encountersRepository.listForPatient(db, patientId, 100);
      const diagnoses = await encountersRepository.diagnosesOf(
        db,
        rows.map((r) => r.id),
      );
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

    async medicalHistory(patientId: string, actor: Actor): Promise<MedicalHistoryResponse> {
      await deps.patients.get(patientId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patientId],
        summary: 'Viewed medical history',
      });
      return historyOf(db, patientId);
    },
  };
}

export type EncountersService = ReturnType<typeof createEncountersService>;
