import {
  addendumInputSchema,
  assignmentInputSchema,
  modalityOf,
  REPORT_EMPTY,
  reportInputSchema,
  type AddendumInput,
  type AssignmentInput,
  type CaseDetail,
  type RadiologyCase,
  type ReportInput,
  type SignedReport,
  type StaffRef,
} from '@clinic/shared/radiology';
import type { Paged } from '@clinic/shared/http';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import type { PayFirst } from '../billing/pay-first.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import { sanitizeHtml, textOf } from '../../lib/sanitize-html.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { labPatient } from '../lab/lab-patient.ts';
import { radiologyReportsRepository as repo, type CaseRow } from './radiology-reports.repository.ts';

export const REPORT_SIGNED = 'This report is signed; add an addendum instead';
export const STUDY_CLOSED = 'This study is closed';
export const SIGN_FIRST = 'Sign the report before adding an addendum';
export const NOT_RADIOLOGY_STAFF = 'Choose a member of the radiology staff';
export const onlyAssigned = (name: string) => `Only the assigned radiologist, ${name}, signs this report`;
const SECTION_WORDS = /\b(technique|findings|impression)\b/gi;

const ref = (id: string | null | undefined, name: string | null | undefined): StaffRef | null =>
  id && name ? { _id: id, name } : null;

/**
 * Radiology's work on an imaging order: assigning who takes and who reports the study, the report
 * as a draft, signing it (locked from then on, in the service and by a trigger), and addenda
 * that keep the signed original. Report HTML is sanitised before it is stored.
 */
export const REASSIGN_NEEDS_PERMISSION = 'Changing the assigned radiologist needs the permission to reassign studies';
export const ADDENDUM_BY_SIGNER = 'Only the radiologist who signed the report adds an addendum to it';

export function createRadiologyReportsService(deps: {
  db: Db;
  audit: AuditService;
  timeZone: string;
  /** Billing's bill-before-service rule for an OP order. */
  payFirst: PayFirst;
}) {
  const { db, audit } = deps;

  function toCase({ o, p, r, ipNumber }: CaseRow): RadiologyCase {
    const patient = labPatient(p, clinicNow(deps.timeZone).date);
    return {
      _id: o.id,
      patientId: p.id,
      patientName: patient.name,
      mrn: p.mrn,
      gender: p.gender,
      age: patient.ageText,
      serviceName: o.serviceName,
      modality: modalityOf(o.serviceName),
      urgent: o.urgent,
      status: o.status,
      orderedBy: o.orderedByName,
      orderedAt: o.orderedAt.toISOString(),
      source: ipNumber ?? 'OP consultation',
      technician: ref(r?.technicianId, r?.technicianName),
      radiologist: ref(r?.radiologistId, r?.radiologistName),
      signedAt: r?.signedAt?.toISOString() ?? null,
    };
  }

  async function reportOf(db: DbOrTx, row: CaseRow): Promise<CaseDetail['report']> {
    const r = row.r;
    if (!r) return null;
    const addenda = await repo.addenda(db, [r.orderId]);
    return {
      status: r.status as 'Draft' | 'Signed',
      content: r.content,
      templateId: r.templateId,
      updatedBy: r.updatedByName,
      updatedAt: r.updatedAt.toISOString(),
      signedBy: r.signedByName,
      signerQualification: r.signerQualification,
      signerRegistration: r.signerRegistration,
      signedAt: r.signedAt?.toISOString() ?? null,
      addenda: addenda.map((a) => ({
        _id: a.id,
        content: a.content,
        addedBy: a.addedByName,
        addedAt: a.addedAt.toISOString(),
      })),
    };
  }

  async function detailIn(tx: DbOrTx, orderId: string): Promise<CaseDetail> {
    const row = await repo.one(tx, orderId);
    if (!row) throw notFound(`Imaging order with ID ${orderId} not found`);
    return {
      ...toCase(row),
      phone: row.p.phone,
      clinicalDetails: await repo.clinicalDetails(tx, row.o),
      report: await reportOf(tx, row),
    };
  }

  /** Locks an open study for a change to its report; a signed or cancelled one is refused. */
  async function openStudy(tx: DbOrTx, orderId: string) {
    const order = await repo.lockOrder(tx, orderId);
    if (!order) throw notFound(`Imaging order with ID ${orderId} not found`);
    const report = await repo.report(tx, orderId);
    if (report?.status === 'Signed') throw conflict(REPORT_SIGNED);
    if (order.status === 'Cancelled' || order.status === 'Completed') throw conflict(STUDY_CLOSED);
    if (order.status === 'Pending') {
      const unpaid = await deps.payFirst(tx, order, 'the study starts');
      if (unpaid) throw ruleBroken(unpaid);
    }
    return { order, report };
  }

  async function radiologyMember(tx: DbOrTx, id: string | null) {
    if (!id) return null;
    const member = await repo.staffMember(tx, id);
    if (!member?.isActive || !member.roles.includes('radiology')) throw ruleBroken(NOT_RADIOLOGY_STAFF);
    return member;
  }

  return {
    async list(
      query: { tab: 'open' | 'completed'; search?: string } & PageQuery,
      actor: Actor,
    ): Promise<Paged<RadiologyCase>> {
      const { rows, total } = await repo.page(db, query);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.p.id),
        summary: `Listed on the radiology ${query.tab} cases`,
      });
      return { data: rows.map(toCase), total, page: query.page, pageSize: query.pageSize };
    },

    async detail(orderId: string, actor: Actor): Promise<CaseDetail> {
      const detail = await detailIn(db, orderId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [detail.patientId],
        summary: `Opened the ${detail.serviceName} study`,
      });
      return detail;
    },

    staff: async (): Promise<StaffRef[]> => (await repo.radiologyStaff(db)).map((s) => ({ _id: s.id, name: s.name })),

    async assign(orderId: string, input: AssignmentInput, actor: Actor, canReassign = false): Promise<CaseDetail> {
      const v = assignmentInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const { order, report } = await openStudy(tx, orderId);
        // Once a radiologist is assigned, only `radiology.reassign` changes who signs (no one
        // assigns a study to themself to get round the signing rule).
        if (report?.radiologistId && report.radiologistId !== v.radiologistId && !canReassign)
          throw new AppError(403, 'FORBIDDEN', REASSIGN_NEEDS_PERMISSION);
        const [technician, radiologist] = [
          await radiologyMember(tx, v.technicianId),
          await radiologyMember(tx, v.radiologistId),
        ];
        await repo.upsertReport(tx, {
          orderId,
          technicianId: technician?.id ?? null,
          technicianName: technician?.name ?? null,
          radiologistId: radiologist?.id ?? null,
          radiologistName: radiologist?.name ?? null,
          content: report?.content ?? '',
          updatedBy: actor.userId,
          updatedByName: actor.name ?? 'Unknown',
        });
        if (order.status === 'Pending') await repo.setStatus(tx, orderId, 'In-progress');
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'radiology report',
          entityId: orderId,
          summary: `Assigned ${order.serviceName}: ${technician?.name ?? 'no technician'}, ${radiologist?.name ?? 'no radiologist'}`,
        });
        return detailIn(tx, orderId);
      });
    },

    async saveDraft(orderId: string, input: ReportInput, actor: Actor): Promise<CaseDetail> {
      const v = reportInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const { order } = await openStudy(tx, orderId);
        await repo.upsertReport(tx, {
          orderId,
          content: sanitizeHtml(v.content),
          templateId: v.templateId,
          updatedBy: actor.userId,
          updatedByName: actor.name ?? 'Unknown',
        });
        if (order.status === 'Pending') await repo.setStatus(tx, orderId, 'In-progress');
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'radiology report',
          entityId: orderId,
          summary: `Saved the ${order.serviceName} report as a draft`,
        });
        return detailIn(tx, orderId);
      });
    },

    /** Signs the report as written; only the assigned radiologist (when one is) may sign. */
    async sign(orderId: string, input: ReportInput, actor: Actor): Promise<CaseDetail> {
      const v = reportInputSchema.parse(input);
      const content = sanitizeHtml(v.content);
      if (textOf(content).replace(SECTION_WORDS, '').trim().length === 0)
        throw new AppError(400, 'VALIDATION_FAILED', REPORT_EMPTY, { content: REPORT_EMPTY });
      return db.transaction(async (tx) => {
        const { order, report } = await openStudy(tx, orderId);
        if (report?.radiologistId && report.radiologistId !== actor.userId)
          throw new AppError(403, 'FORBIDDEN', onlyAssigned(report.radiologistName ?? 'another radiologist'));
        const signer = actor.userId ? await repo.staffMember(tx, actor.userId) : undefined;
        const now = new Date();
        await repo.upsertReport(tx, {
          orderId,
          content,
          templateId: v.templateId,
          status: 'Signed',
          radiologistId: report?.radiologistId ?? actor.userId,
          radiologistName: report?.radiologistName ?? actor.name,
          updatedBy: actor.userId,
          updatedByName: actor.name ?? 'Unknown',
          signedBy: actor.userId,
          signedByName: actor.name ?? 'Unknown',
          signerQualification: signer?.qualification ?? null,
          signerRegistration: signer?.registrationNumber ?? null,
          signedAt: now,
        });
        await repo.setStatus(tx, orderId, 'Completed');
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'radiology report',
          entityId: orderId,
          summary: `Signed the ${order.serviceName} report`,
        });
        return detailIn(tx, orderId);
      });
    },

    async addendum(orderId: string, input: AddendumInput, actor: Actor, canAddToAny = false): Promise<CaseDetail> {
      const v = addendumInputSchema.parse(input);
      const content = sanitizeHtml(v.content);
      if (!textOf(content))
        throw new AppError(400, 'VALIDATION_FAILED', 'Write the addendum', { content: 'Write the addendum' });
      return db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw notFound(`Imaging order with ID ${orderId} not found`);
        const report = await repo.report(tx, orderId);
        if (report?.status !== 'Signed') throw conflict(SIGN_FIRST);
        if (report.signedBy !== actor.userId && !canAddToAny) throw new AppError(403, 'FORBIDDEN', ADDENDUM_BY_SIGNER);
        const row = await repo.insertAddendum(tx, {
          orderId,
          content,
          addedBy: actor.userId,
          addedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'radiology addendum',
          entityId: row.id,
          summary: `Addendum to the ${order.serviceName} report`,
        });
        return detailIn(tx, orderId);
      });
    },

    /** A patient's signed reports, as the ordering doctor reads them. */
    async signedReports(patientId: string, actor: Actor): Promise<SignedReport[]> {
      const rows = await repo.signedOfPatient(db, patientId);
      const reports = await Promise.all(
        rows.map(async (row) => {
          const report = await reportOf(db, row);
          return report ? [{ ...toCase(row), report }] : [];
        }),
      );
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patientId],
        summary: 'Read the radiology reports',
      });
      return reports.flat();
    },
  };
}

export type RadiologyReportsService = ReturnType<typeof createRadiologyReportsService>;
