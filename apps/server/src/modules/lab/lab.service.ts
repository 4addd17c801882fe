import {
  amendmentInputSchema,
  collectSampleInputSchema,
  rejectSampleInputSchema,
  resultEntryInputSchema,
  type AmendmentInput,
  type LabOrder,
  type LabOrderDetail,
  type LabWorklistQuery,
  type ResultEntryInput,
} from '@clinic/shared/lab';
import type { CancelOrderInput } from '@clinic/shared/encounters';
import { labOrderStatus } from '@clinic/shared/status';
import type { Paged } from '@clinic/shared/http';
import type { Db, Tx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PayFirst } from '../billing/pay-first.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import type { TellPatient } from '../messages/messages.service.ts';
import { labMasterRepository } from './lab-master.repository.ts';
import { labOrderDetail } from './lab-order-detail.ts';
import { labPatient } from './lab-patient.ts';
import { labWorklistRepository as orders } from './lab.repository.ts';
import { labResultsRepository as results } from './lab-results.repository.ts';
import { labOrders } from './lab.table.ts';
import { resultValues } from './result-values.ts';

export const SAME_USER_APPROVAL = 'Results must be approved by a different lab user than the one who entered them';
export const NO_PARAMETERS =
  'No parameters are set up for this test. Link a group to its service in the Test Parameter Master.';

/**
 * Lab owns its orders (lab tests): placed by consultations and wards, charged through billing,
 * then sample collection with an accession number, results with ranges and flags, approval by a
 * second lab user, and amendments as new versions of an approved report.
 */
export function createLabService(deps: {
  db: Db;
  orders: OrdersService;
  audit: AuditService;
  numbering: NumberingService;
  events: EventBus;
  timeZone: string;
  /** Billing's bill-before-service rule for an OP order. */
  payFirst: PayFirst;
  /** The approver's staff record, for the qualification and registration printed under the signature. */
  staff: Pick<StaffService, 'findById'>;
  tell: TellPatient;
}) {
  const { db, audit, events, timeZone } = deps;
  const area = deps.orders.area({
    area: 'lab',
    category: 'Laboratory',
    table: labOrders,
    machine: labOrderStatus,
    open: ['Ordered', 'Sample collected', 'Rejected', 'Result entered'],
  });
  const clinicDate = (at: Date) => clinicNow(timeZone, at).date;

  const detail = (id: string, actor: Actor) => labOrderDetail({ db, audit, timeZone }, id, actor);

  /** Locks the order for a write and reads what the write needs. */
  async function lockOrder(tx: Tx, id: string) {
    const order = await results.lockOrder(tx, id);
    if (!order) throw notFound(`Lab order with ID ${id} not found`);
    return order;
  }

  /** The values of a report for this order, against the patient's ranges on the sample's day. */
  async function valuesFor(
    tx: Tx,
    order: typeof labOrders.$inferSelect,
    input: { condition: string; results: { parameterId: string; value: string; comment: string }[] },
  ) {
    const test = await labMasterRepository.groupOfService(tx, order.serviceId);
    if (!test || test.parameters.length === 0) throw ruleBroken(NO_PARAMETERS);
    const [patient, sample] = await Promise.all([
      orders.patient(tx, order.patientId),
      results.latestSample(tx, order.id),
    ]);
    if (!patient) throw new Error(`patient ${order.patientId} of lab order ${order.id} is missing`);
    const subject = {
      ...labPatient(patient, clinicDate(sample?.collectedAt ?? new Date())),
      condition: input.condition,
    };
    return resultValues(test.parameters, input.results, subject);
  }

  return {
    ...area,

    /** A page of the worklist, filtered; each patient shown is audited as viewed. */
    async worklist(query: LabWorklistQuery & PageQuery, actor: Actor): Promise<Paged<LabOrder>> {
      const page = await orders.page(db, query, timeZone);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: page.data.map((o) => o.patientId),
        summary: 'Listed in the lab worklist',
      });
      return { ...page, page: query.page, pageSize: query.pageSize };
    },

    detail,

    /** The order a scanned accession number belongs to. */
    async byAccession(accession: string): Promise<{ orderId: string }> {
      const sample = await results.sampleByAccession(db, accession.trim());
      if (!sample) throw notFound(`No sample with accession number ${accession}`);
      return { orderId: sample.orderId };
    },

    /** Takes a sample: an accession number from the numbering kit, then the label is printed. */
    async collect(id: string, input: unknown, actor: Actor): Promise<LabOrderDetail> {
      const v = collectSampleInputSchema.parse(input);
      await db.transaction(async (tx) => {
        const order = await moveStatus(tx, labOrders, labOrderStatus, id, 'Sample collected', {
          updatedAt: new Date(),
        });
        // Checked after the move, which locked the row; a refusal rolls the move back.
        const unpaid = await deps.payFirst(tx, order, 'the sample is collected');
        if (unpaid) throw ruleBroken(unpaid);
        const test = await labMasterRepository.groupOfService(tx, order.serviceId);
        const accession = await deps.numbering.nextIn(tx, 'labAccession', undefined);
        await results.insertSample(tx, {
          orderId: id,
          accessionNumber: accession.text,
          sampleType: v.sampleType || test?.group.sampleType || '',
          collectedBy: actor.userId,
          collectedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'lab_sample',
          entityId: id,
          summary: `Sample ${accession.text} collected`,
        });
      });
      return detail(id, actor);
    },

    async reject(id: string, input: unknown, actor: Actor): Promise<LabOrderDetail> {
      const v = rejectSampleInputSchema.parse(input);
      await db.transaction(async (tx) => {
        await moveStatus(tx, labOrders, labOrderStatus, id, 'Rejected', { updatedAt: new Date() });
        const sample = await results.latestSample(tx, id);
        if (sample) await results.rejectSample(tx, sample.id, { byName: actor.name ?? 'Unknown', reason: v.reason });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'lab_sample',
          entityId: id,
          summary: `Sample ${sample?.accessionNumber ?? ''} rejected`,
        });
      });
      return detail(id, actor);
    },

    /**
     * Enters the results of a collected sample, or corrects them while they wait for approval;
     * a critical value is announced to the doctor's and the ward's screens once committed.
     */
    async enterResults(id: string, input: ResultEntryInput, actor: Actor): Promise<LabOrderDetail> {
      const v = resultEntryInputSchema.parse(input);
      await events.inTransaction(db, async (tx, publish) => {
        const order = await lockOrder(tx, id);
        const latest = await results.latestReport(tx, id);
        if (order.status !== 'Sample collected' && !(order.status === 'Result entered' && latest && !latest.approvedAt))
          throw conflict(`A ${order.status} lab order cannot take results`);
        const { rows, critical } = await valuesFor(tx, order, v);
        const report = {
          condition: v.condition,
          comment: v.comment,
          critical,
          enteredBy: actor.userId,
          enteredByName: actor.name ?? 'Unknown',
          enteredAt: new Date(),
        };
        if (order.status === 'Result entered' && latest) {
          await results.rewriteReport(
            tx,
            latest.id,
            report,
            rows.map((r) => ({ ...r, reportId: latest.id })),
          );
        } else {
          const created = await results.insertReport(tx, {
            ...report,
            orderId: id,
            version: (latest?.version ?? 0) + 1,
          });
          await results.insertResults(
            tx,
            rows.map((r) => ({ ...r, reportId: created.id })),
          );
          await moveStatus(tx, labOrders, labOrderStatus, id, 'Result entered', { updatedAt: new Date() });
        }
        await audit.record(tx, actor, {
          action: latest && !latest.approvedAt ? 'update' : 'create',
          entityType: 'lab_report',
          entityId: id,
          summary: `Results entered for ${rows.length} parameters${critical ? ', critical' : ''}`,
        });
        if (critical) publish('lab.critical', { orderId: id });
      });
      return detail(id, actor);
    },

    /**
     * A second lab user approves the waiting report; it is locked from then on, signed with the
     * approver's qualification and registration as they are today. The doctor's and the ward's
     * critical banners are told, so "not yet approved" does not linger on them.
     */
    async approve(id: string, actor: Actor): Promise<LabOrderDetail> {
      // Read before the transaction: the staff service works outside it (one connection on PGlite).
      const signer = actor.userId ? await deps.staff.findById(actor.userId) : undefined;
      await events.inTransaction(db, async (tx, publish) => {
        const order = await lockOrder(tx, id);
        const latest = await results.latestReport(tx, id);
        if (order.status !== 'Result entered' || !latest || latest.approvedAt)
          throw conflict(`A ${order.status} lab order has no results waiting for approval`);
        if (latest.enteredBy === actor.userId) throw new AppError(403, 'SAME_USER', SAME_USER_APPROVAL);
        await results.approveReport(tx, latest.id, {
          userId: actor.userId,
          name: actor.name ?? 'Unknown',
          qualification: signer?.qualification ?? null,
          registration: signer?.registrationNumber ?? null,
        });
        await moveStatus(tx, labOrders, labOrderStatus, id, 'Approved', { updatedAt: new Date() });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'lab_report',
          entityId: id,
          summary: `Report version ${latest.version} approved`,
        });
        if (latest.critical) publish('lab.critical', { orderId: id });
        await deps.tell(tx, {
          patientId: order.patientId,
          template: 'lab-report-ready',
          key: `lab-report-ready:${id}:${latest.version}`,
          values: { tests: order.serviceName },
        });
      });
      return detail(id, actor);
    },

    /** Amends an approved report: a new version with the reason, waiting for approval; the original stays. */
    async amend(id: string, input: AmendmentInput, actor: Actor): Promise<LabOrderDetail> {
      const v = amendmentInputSchema.parse(input);
      await events.inTransaction(db, async (tx, publish) => {
        const order = await lockOrder(tx, id);
        if (order.status !== 'Approved') throw conflict(`A ${order.status} lab order has no approved report to amend`);
        const latest = await results.latestReport(tx, id);
        const { rows, critical } = await valuesFor(tx, order, v);
        const created = await results.insertReport(tx, {
          orderId: id,
          version: (latest?.version ?? 0) + 1,
          condition: v.condition,
          comment: v.comment,
          critical,
          enteredBy: actor.userId,
          enteredByName: actor.name ?? 'Unknown',
          amendmentReason: v.reason,
        });
        await results.insertResults(
          tx,
          rows.map((r) => ({ ...r, reportId: created.id })),
        );
        await moveStatus(tx, labOrders, labOrderStatus, id, 'Result entered', { updatedAt: new Date() });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'lab_report',
          entityId: id,
          summary: `Amendment version ${created.version} entered`,
        });
        if (critical) publish('lab.critical', { orderId: id });
      });
      return detail(id, actor);
    },
    cancel: (id: string, input: CancelOrderInput, actor: Actor, canCancelAny: boolean) =>
      area.cancel(id, input, actor, canCancelAny).then(() => detail(id, actor)),
  };
}

export type LabService = ReturnType<typeof createLabService>;
