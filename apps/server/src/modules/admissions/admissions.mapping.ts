import type { Admission, DischargeType, RoomType } from '@clinic/shared/admissions';
import { fullName } from '@clinic/shared/patients';
import type { AdmissionState } from '@clinic/shared/status';
import type { DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { admissionsRepository as repo, type ListedAdmission } from './admissions.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A care period of a stay (admitting, treating, consulting) with the doctor's name. */
export type Care = Awaited<ReturnType<typeof repo.careOf>>[number];

/** The open care periods of each admission, by admission id. */
export async function openCare(conn: DbOrTx, ids: string[]): Promise<Map<string, Care[]>> {
  const byAdmission = new Map<string, Care[]>();
  for (const c of await repo.careOf(conn, ids, true))
    byAdmission.set(c.care.admissionId, [...(byAdmission.get(c.care.admissionId) ?? []), c]);
  return byAdmission;
}

/** A listed stay as the screens read it: patient, bed, care team, days, discharge facts. */
export function toAdmission(r: ListedAdmission, care: Care[], timeZone: string): Admission {
  const today = clinicNow(timeZone).date;
  const admittedDay = clinicNow(timeZone, r.admission.admittedAt).date;
  const lastDay = r.admission.dischargedAt ? clinicNow(timeZone, r.admission.dischargedAt).date : today;
  // A discharged stay's care periods are closed: its treating doctor is the last one.
  const treating = care.findLast((c) => c.care.role === 'treating');
  return {
    _id: r.admission.id,
    ipNumber: r.admission.ipNumber,
    patientId: r.patient.id,
    patientName: fullName(r.patient),
    mrn: r.patient.mrn,
    age: currentAge(r.patient, today),
    gender: r.patient.gender,
    department: r.admission.department,
    admittingDoctorId: r.admission.admittingDoctorId,
    admittedBy: r.doctorName,
    treatingDoctorId: treating?.care.doctorId ?? r.admission.admittingDoctorId,
    treatingDoctor: treating?.name ?? r.doctorName,
    consultants: care
      .filter((c) => c.care.role === 'consulting' && c.care.toAt === null)
      .map((c) => ({ doctorId: c.care.doctorId, name: c.name })),
    admittedOn: r.admission.admittedAt.toISOString(),
    dischargedOn: r.admission.dischargedAt?.toISOString() ?? null,
    dischargeInitiatedAt: r.admission.dischargeInitiatedAt?.toISOString() ?? null,
    dischargeInitiatedBy: r.admission.dischargeInitiatedByName,
    reason: r.admission.reason,
    wardId: r.ward.id,
    ward: r.ward.name,
    roomNumber: r.room.number,
    bedId: r.bed.id,
    bedNumber: r.bed.number,
    status: r.admission.status as AdmissionState,
    daysAdmitted: Math.max(1, Math.round((Date.parse(lastDay) - Date.parse(admittedDay)) / DAY_MS) + 1),
    roomType: r.room.roomType as RoomType,
    attendantName: r.admission.attendantName,
    attendantRelation: r.admission.attendantRelation,
    attendantPhone: r.admission.attendantPhone,
    isMlc: r.admission.isMlc,
    mlcNumber: r.admission.mlcNumber,
    policeStation: r.admission.policeStation,
    dischargeType: r.admission.dischargeType as DischargeType | null,
    deathAt: r.admission.deathAt?.toISOString() ?? null,
    deathCause: r.admission.deathCause,
  };
}
