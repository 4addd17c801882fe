import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { billContracts } from '../billing/folio.table.ts';
import { bills } from '../billing/bills.table.ts';
import { carePackages, stayPackages } from '../billing/packages.table.ts';
import { clinicProfile } from '../clinic/clinic.table.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { surgeries } from '../theatre/theatre.table.ts';
import { claimDocuments, patientCoverages, payers } from './insurance.table.ts';

const tpas = alias(payers, 'claim_file_tpa');

/** The stay, its patient and treating doctor, as every claim paper heads them. */
const stayFields = {
  stay: {
    id: admissions.id,
    ipNumber: admissions.ipNumber,
    admittedAt: admissions.admittedAt,
    dischargedAt: admissions.dischargedAt,
    dischargeType: admissions.dischargeType,
    department: admissions.department,
    reason: admissions.reason,
  },
  patient: {
    id: patients.id,
    mrn: patients.mrn,
    givenName: patients.givenName,
    middleName: patients.middleName,
    familyName: patients.familyName,
    gender: patients.gender,
    dateOfBirth: patients.dateOfBirth,
    phone: patients.phone,
    address: patients.address,
    city: patients.city,
    state: patients.state,
    pinCode: patients.pinCode,
  },
  doctor: { name: users.name, qualification: users.qualification, registrationNumber: users.registrationNumber },
};

/** What a claim file reads of the stay, its bill, its cover and its papers (read only). */
export const claimFileRepository = {
  /** An IP bill with its stay, patient, treating doctor and the cover on the stay's contract. */
  async billOf(conn: DbOrTx, billId: string) {
    const [row] = await conn
      .select({
        bill: {
          id: bills.id,
          number: bills.number,
          kind: bills.kind,
          payerSplit: bills.payerSplit,
          finalizedAt: bills.finalizedAt,
          totalPaise: bills.totalPaise,
        },
        ...stayFields,
        coverageId: billContracts.coverageId,
      })
      .from(bills)
      .innerJoin(admissions, eq(admissions.id, bills.admissionId))
      .innerJoin(patients, eq(patients.id, admissions.patientId))
      .innerJoin(users, eq(users.id, admissions.admittingDoctorId))
      .leftJoin(billContracts, eq(billContracts.admissionId, admissions.id))
      .where(eq(bills.id, billId));
    return row;
  },

  /** A stay with its patient and treating doctor (for a pre-authorisation's bundle). */
  async stayOf(conn: DbOrTx, admissionId: string) {
    const [row] = await conn
      .select(stayFields)
      .from(admissions)
      .innerJoin(patients, eq(patients.id, admissions.patientId))
      .innerJoin(users, eq(users.id, admissions.admittingDoctorId))
      .where(eq(admissions.id, admissionId));
    return row;
  },

  async coverage(conn: DbOrTx, coverageId: string) {
    const [row] = await conn
      .select({
        c: patientCoverages,
        payer: { name: payers.name, code: payers.code, participantCode: payers.participantCode },
        tpa: { name: tpas.name, code: tpas.code, participantCode: tpas.participantCode },
      })
      .from(patientCoverages)
      .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
      .leftJoin(tpas, eq(tpas.id, patientCoverages.tpaId))
      .where(eq(patientCoverages.id, coverageId));
    return row;
  },

  async hospital(conn: DbOrTx) {
    const [row] = await conn.select().from(clinicProfile).limit(1);
    return row;
  },

  /** The stay's operations that were not called off, in the order they were done. */
  surgeries: (conn: DbOrTx, admissionId: string) =>
    conn
      .select({
        name: surgeries.procedureName,
        status: surgeries.status,
        startedAt: surgeries.startedAt,
        surgeonName: surgeries.surgeonName,
      })
      .from(surgeries)
      .where(and(eq(surgeries.admissionId, admissionId), ne(surgeries.status, 'Cancelled')))
      .orderBy(asc(surgeries.startedAt)),

  /** The package the stay was billed under (the one still on it). */
  async packageOf(conn: DbOrTx, admissionId: string) {
    const [row] = await conn
      .select({ code: carePackages.code, name: carePackages.name })
      .from(stayPackages)
      .innerJoin(carePackages, eq(carePackages.id, stayPackages.packageId))
      .where(and(eq(stayPackages.admissionId, admissionId), eq(stayPackages.status, 'Active')))
      .orderBy(desc(stayPackages.appliedAt))
      .limit(1);
    return row;
  },

  documents: (conn: DbOrTx, caseId: string) =>
    conn
      .select({
        code: claimDocuments.code,
        fileName: claimDocuments.fileName,
        contentType: claimDocuments.contentType,
        content: claimDocuments.content,
      })
      .from(claimDocuments)
      .where(eq(claimDocuments.caseId, caseId))
      .orderBy(asc(claimDocuments.uploadedAt)),
};
