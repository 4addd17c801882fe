import type { DischargeSummary } from '@clinic/shared/admissions';
import type { CareContext, CareContextKind, HealthDocumentType } from '@clinic/shared/abdm';
import type { Bill } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { displayDate } from '@clinic/shared/dates';
import type { Encounter } from '@clinic/shared/encounters';
import type { PatientLabTest } from '@clinic/shared/lab';
import type { Patient } from '@clinic/shared/patients';
import type { CaseDetail } from '@clinic/shared/radiology';
import type { Bundle } from '@medplum/fhirtypes';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  dischargeInput,
  imagingInput,
  invoiceInput,
  labInput,
  opConsultInput,
  partiesOf,
} from './health-record-inputs.ts';
import { healthRecordsRepository as repo } from './health-records.repository.ts';
import {
  diagnosticReportRecord,
  dischargeSummaryRecord,
  invoiceRecord,
  opConsultRecord,
  prescriptionRecord,
} from './health-documents.ts';
import type { DocumentParties } from './health-document.input.ts';

/** The records a document is made from, each read (and its view audited) by the service that keeps it. */
export type HealthRecordReaders = {
  patient: (id: string) => Promise<Patient>;
  clinic: () => Promise<ClinicProfile>;
  encounter: (id: string, actor: Actor) => Promise<Encounter>;
  labTests: (patientId: string, actor: Actor) => Promise<PatientLabTest[]>;
  study: (orderId: string, actor: Actor) => Promise<CaseDetail>;
  dischargeSummary: (admissionId: string, actor: Actor) => Promise<DischargeSummary | null>;
  bill: (id: string, actor: Actor) => Promise<Bill>;
};

export const NO_SUCH_DOCUMENT = 'This care context has no such health document';
const missing = () => notFound(NO_SUCH_DOCUMENT);

/**
 * The patient's health records as ABDM documents: which care contexts have which documents, and
 * each document built as a FHIR bundle on request. Every download is audited against the patient.
 */
export function createHealthRecordsService(deps: {
  db: Db;
  audit: AuditService;
  read: HealthRecordReaders;
  hfrId: string | null;
  timeZone: string;
}) {
  const { db, audit, read, timeZone } = deps;
  const day = (at: Date | string) => displayDate(clinicNow(timeZone, typeof at === 'string' ? new Date(at) : at).date);

  async function careContexts(patientId: string, actor: Actor): Promise<CareContext[]> {
    await read.patient(patientId);
    const [visits, labs, studies, stays, bills] = await Promise.all([
      repo.visits(db, patientId),
      repo.labOrders(db, patientId),
      repo.studies(db, patientId),
      repo.staysWithSummary(db, patientId),
      repo.bills(db, patientId),
    ]);
    const contexts: CareContext[] = [
      ...visits.map((v) => ({
        kind: 'op-visit' as const,
        id: v.id,
        label: `OP visit, ${v.doctorName}`,
        at: v.at.toISOString(),
        documents: ['OPConsultRecord' as const, ...(v.medicines > 0 ? ['PrescriptionRecord' as const] : [])],
      })),
      ...labs.map((l) => ({
        kind: 'lab-order' as const,
        id: l.id,
        label: `Lab: ${l.name}`,
        at: l.at.toISOString(),
        documents: ['DiagnosticReportRecord' as const],
      })),
      ...studies.map((s) => ({
        kind: 'radiology-study' as const,
        id: s.id,
        label: `Radiology: ${s.name}`,
        at: s.at.toISOString(),
        documents: ['DiagnosticReportRecord' as const],
      })),
      ...stays.map((s) => ({
        kind: 'stay' as const,
        id: s.id,
        label: `Stay ${s.ipNumber}, ${s.department}`,
        at: s.at.toISOString(),
        documents: ['DischargeSummaryRecord' as const],
      })),
      ...bills.map((b) => ({
        kind: 'bill' as const,
        id: b.id,
        label: `Bill ${b.number}`,
        at: b.at.toISOString(),
        documents: ['InvoiceRecord' as const],
      })),
    ];
    await audit.viewed(actor, {
      entityType: 'patient',
      entityIds: [patientId],
      summary: 'Listed health records (ABDM)',
    });
    return contexts.sort((a, b) => b.at.localeCompare(a.at));
  }

  async function build(
    patient: Patient,
    kind: CareContextKind,
    id: string,
    type: HealthDocumentType,
    actor: Actor,
  ): Promise<Bundle> {
    const clinic = await read.clinic();
    const parties = (author: DocumentParties['author']) => partiesOf(clinic, deps.hfrId, patient, author);
    if (kind === 'op-visit' && (type === 'OPConsultRecord' || type === 'PrescriptionRecord')) {
      const encounter = await read.encounter(id, actor);
      if (encounter.patientId !== patient._id) throw missing();
      const input = opConsultInput(encounter, parties, day(encounter.createdAt));
      if (type === 'OPConsultRecord') return opConsultRecord(input);
      if (input.medications.length === 0) throw missing();
      return prescriptionRecord(input);
    }
    if (kind === 'lab-order' && type === 'DiagnosticReportRecord') {
      const test = (await read.labTests(patient._id, actor)).find((t) => t.orderId === id);
      const input = test && labInput(test, parties);
      if (!input) throw missing();
      return diagnosticReportRecord(input);
    }
    if (kind === 'radiology-study' && type === 'DiagnosticReportRecord') {
      const study = await read.study(id, actor);
      const input = study.patientId === patient._id ? imagingInput(study, parties) : undefined;
      if (!input) throw missing();
      return diagnosticReportRecord(input);
    }
    if (kind === 'stay' && type === 'DischargeSummaryRecord') {
      const stay = await repo.stay(db, id);
      if (stay?.patientId !== patient._id) throw missing();
      const summary = await read.dischargeSummary(id, actor);
      if (!summary) throw missing();
      return dischargeSummaryRecord(dischargeInput(summary, stay, parties));
    }
    if (kind === 'bill' && type === 'InvoiceRecord') {
      const bill = await read.bill(id, actor);
      if (bill.patient._id !== patient._id) throw missing();
      return invoiceRecord(invoiceInput(bill, parties));
    }
    throw missing();
  }

  return {
    careContexts,

    /**
     * One document as a FHIR bundle; the download is audited with what was exported (and, for a
     * share through ABDM, under which consent: the caller's `summary`).
     */
    async document(
      patientId: string,
      kind: CareContextKind,
      id: string,
      type: HealthDocumentType,
      actor: Actor,
      summary = `Downloaded the ${type} of ${kind} ${id} (FHIR)`,
    ) {
      const patient = await read.patient(patientId);
      const bundle = await build(patient, kind, id, type, actor).catch((error: unknown) => {
        // Another module's "not found" (a bill or study id that is not there) is this document's.
        if (error instanceof Error && (error as { statusCode?: number }).statusCode === 404) throw missing();
        throw error;
      });
      await audit.record(db, actor, {
        action: 'export',
        entityType: 'patient',
        entityId: patientId,
        summary,
      });
      return bundle;
    },
  };
}

export type HealthRecordsService = ReturnType<typeof createHealthRecordsService>;
