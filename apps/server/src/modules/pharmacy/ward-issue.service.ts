import { doseClock } from '@clinic/shared/admissions';
import type { Paged } from '@clinic/shared/http';
import { fullName } from '@clinic/shared/patients';
import {
  BATCH_EXPIRED,
  NOT_ENOUGH_STOCK,
  wardIndentInputSchema,
  wardIssueInputSchema,
  ONE_STAY_PER_INDENT,
  type IpPrescription,
  type WardIndentInput,
  type WardIssue,
  type WardIssueInput,
} from '@clinic/shared/pharmacy';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { changeStock, lockBatches } from '../inventory/stock-ledger.ts';
import { dispensingRepository as stock } from './dispensing.repository.ts';
import { allocateFefo } from './fefo.ts';
import { wardIssueRepository as repo } from './ward-issue.repository.ts';

/** Units a day of the order takes: its dose times, or one for STAT and SOS. */
const dailyUnits = (frequency: string) => {
  const clock = doseClock(frequency);
  return clock?.kind === 'scheduled' ? clock.times.length : 1;
};

/**
 * The charge line of a ward issue: the units issued at the price of one unit (MRP ÷ units per
 * pack), so the bill reads "4 × ₹9.50 = ₹38.00". The charge keeps no amount of its own (it is
 * quantity × unit price), so when a unit's price is not a whole number of paise (₹30 for a
 * strip of 7) the line is one issue at its exact amount, the units in its name, rather than a
 * rounded unit price that would change what the patient pays.
 */
export function wardIssueLine(drugName: string, batchNumber: string, units: number, mrpPaise: number, perPack: number) {
  if (mrpPaise % perPack === 0)
    return { name: `${drugName} (batch ${batchNumber})`, quantity: units, unitPricePaise: mrpPaise / perPack };
  return {
    name: `${drugName} × ${units} (batch ${batchNumber})`,
    quantity: 1,
    unitPricePaise: Math.floor((units * mrpPaise) / perPack),
  };
}

/**
 * Ward issues: the pharmacy issues an inpatient order's medicine to the ward, first expiry first
 * out, through the stock ledger, and charges it to the admission at the MRP per unit with no
 * GST (IP medicines are part of the composite supply, DOMAIN.md §2).
 */
export function createWardIssueService(deps: {
  db: Db;
  audit: AuditService;
  charges: ChargesService;
  timeZone: string;
}) {
  const { db, audit, timeZone } = deps;

  async function issueOf(id: string, ipNumber: string): Promise<WardIssue> {
    const [row] = await repo.issuesById(db, id);
    if (!row) throw notFound(`Ward issue with ID ${id} not found`);
    return {
      _id: row.id,
      ipNumber,
      drugName: row.drugName,
      batchNumber: row.batchNumber,
      quantity: row.quantity,
      amountPaise: row.amountPaise,
      issuedAt: row.issuedAt.toISOString(),
      issuedBy: row.issuedByName,
    };
  }

  /** One line issued in the caller's transaction: stock out of the batch, the issue, its charge, the audit row. */
  async function issueLineIn(
    tx: DbOrTx,
    orderId: string,
    v: WardIssueInput,
    key: string,
    actor: Actor,
    today: string,
  ): Promise<{ id: string; ipNumber: string; admissionId: string }> {
    const found = await repo.lockOrder(tx, orderId);
    if (!found) throw notFound(`Medication order with ID ${orderId} not found`);
    const { order, admission } = found;
    if (admission.status !== 'Active' || order.status !== 'Active')
      throw conflict('Only an active order of an admitted patient can be issued');
    const drug = await stock.drug(tx, order.drugId);
    const batch = await stock.batch(tx, v.batchId);
    if (!drug || !batch || batch.drugId !== drug.id)
      throw badRequest(`Choose a batch of ${order.drugName}`, { batchId: `Choose a batch of ${order.drugName}` });
    if (batch.expiryDate <= today) throw ruleBroken(`${drug.name} batch ${batch.batchNumber}: ${BATCH_EXPIRED}`);
    await changeStock(
      tx,
      {
        batchId: batch.id,
        change: -v.quantity,
        reason: 'ward_issue',
        referenceType: 'ward_issue',
        referenceId: key,
        userId: actor.userId,
      },
      `${drug.name} batch ${batch.batchNumber}: ${NOT_ENOUGH_STOCK}`,
    );
    const amountPaise = Math.floor((v.quantity * batch.mrpPaise) / drug.unitsPerPack);
    const line = wardIssueLine(drug.name, batch.batchNumber, v.quantity, batch.mrpPaise, drug.unitsPerPack);
    const issue = await repo.insertIssue(tx, {
      admissionId: admission.id,
      medicationOrderId: order.id,
      drugId: drug.id,
      drugName: drug.name,
      batchId: batch.id,
      batchNumber: batch.batchNumber,
      expiryDate: batch.expiryDate,
      quantity: v.quantity,
      unitsPerPack: drug.unitsPerPack,
      mrpPaise: batch.mrpPaise,
      amountPaise,
      idempotencyKey: key,
      issuedBy: actor.userId,
      issuedByName: actor.name ?? 'Unknown',
    });
    const charge = await deps.charges.addChargeIn(
      tx,
      {
        patientId: admission.patientId,
        admissionId: admission.id,
        sourceArea: 'pharmacy',
        sourceId: issue.id,
        serviceId: null,
        serviceName: line.name,
        category: 'Medication',
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        gstRateBp: 0,
      },
      actor,
    );
    await repo.setCharge(tx, issue.id, charge.id);
    await audit.record(tx, actor, {
      action: 'create',
      entityType: 'ward_issue',
      entityId: issue.id,
      summary: `Issued ${v.quantity} of ${drug.name} to ${admission.ipNumber}`,
    });
    return { id: issue.id, ipNumber: admission.ipNumber, admissionId: admission.id };
  }

  return {
    /** The IP list (10 a page): active orders of admitted patients with a day's FEFO batches. */
    async list(
      filter: { search?: string; ipNumber?: string },
      page: PageQuery,
      actor: Actor,
    ): Promise<Paged<IpPrescription>> {
      const { rows, total } = await repo.activeOrders(db, filter, page);
      const today = clinicNow(timeZone).date;
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.patient.id),
        summary: 'Listed in the IP prescriptions',
      });
      const data = await Promise.all(
        rows.map(async ({ order, admission, patient, bed, ward, issued }) => {
          const drug = await stock.drug(db, order.drugId);
          const batches = await stock.fefoBatches(db, [order.drugId], today);
          const { offers } = allocateFefo(batches, dailyUnits(order.frequency), {
            today,
            courseDays: 1,
            unitsPerPack: drug?.unitsPerPack ?? 1,
          });
          return {
            orderId: order.id,
            admissionId: admission.id,
            ipNumber: admission.ipNumber,
            patientName: fullName(patient),
            mrn: patient.mrn,
            ward: ward.name,
            bedNumber: bed.number,
            drugId: order.drugId,
            drugName: order.drugName,
            dose: order.dose,
            route: order.route,
            frequency: order.frequency,
            status: order.status,
            orderedBy: order.orderedByName,
            orderedAt: order.orderedAt.toISOString(),
            issuedQuantity: issued,
            offers,
          };
        }),
      );
      return { data, total, ...page };
    },

    /** Issues units of the order's drug from one batch and charges them to the admission. */
    async issue(orderId: string, input: WardIssueInput, key: string, actor: Actor): Promise<WardIssue> {
      const v = wardIssueInputSchema.parse(input);
      const earlier = await repo.issueByKey(db, key);
      if (earlier) return issueOf(earlier.id, await repo.ipNumberOf(db, earlier.admissionId));
      const today = clinicNow(timeZone).date;
      const created = await db.transaction((tx) => issueLineIn(tx, orderId, v, key, actor, today));
      return issueOf(created.id, created.ipNumber);
    },

    /**
     * Issues an indent: several orders of one stay in one transaction, each line with its own key
     * derived from the request's, so a retry answers the same issues and a short line issues none.
     */
    async issueIndent(input: WardIndentInput, key: string, actor: Actor): Promise<WardIssue[]> {
      const v = wardIndentInputSchema.parse(input);
      const lineKey = (i: number) => `${key}:${i + 1}`;
      const earlier = await repo.issueByKey(db, lineKey(0));
      if (!earlier) {
        const today = clinicNow(timeZone).date;
        await db.transaction(async (tx) => {
          await lockBatches(
            tx,
            v.lines.map((l) => l.batchId),
          );
          const stays = new Set<string>();
          for (const [i, line] of v.lines.entries()) {
            const made = await issueLineIn(tx, line.orderId, line, lineKey(i), actor, today);
            stays.add(made.admissionId);
            if (stays.size > 1) throw badRequest(ONE_STAY_PER_INDENT);
          }
        });
      }
      const issues: WardIssue[] = [];
      for (const i of v.lines.keys()) {
        const row = await repo.issueByKey(db, lineKey(i));
        if (row) issues.push(await issueOf(row.id, await repo.ipNumberOf(db, row.admissionId)));
      }
      return issues;
    },
  };
}

export type WardIssueService = ReturnType<typeof createWardIssueService>;
