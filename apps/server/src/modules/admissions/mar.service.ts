import {
  DOSE_ALREADY_RECORDED,
  doseClock,
  GIVEN_AT_OUT_OF_RANGE,
  prnTooMany,
  prnTooSoon,
  marDoseInputSchema,
  medicationOrderInputSchema,
  stopOrderInputSchema,
  type MarDay,
  type MarDose,
  type MarDoseInput,
  type MedicationOrder,
  type MedicationOrderInput,
} from '@clinic/shared/admissions';
import { medicationOrderStatus, type MedicationOrderState } from '@clinic/shared/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicInstant, clinicNow, nextDay } from '../../lib/clinic-time.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AllergiesService } from '../allergies/allergies.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { MastersService } from '../inventory/masters.service.ts';
import { admissionOf, lockAdmission } from './admission-access.ts';
import { dosesOnDay, isDoseTime, orderEnd } from './mar-schedule.ts';
import { marRepository as repo, type MarDoseRow, type MedicationOrderRow } from './mar.repository.ts';
import { medicationOrders } from './ward-round.table.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A nurse may chart a dose from an hour before it is due (drug rounds start early). */
const EARLY_MS = HOUR_MS;
const DAY_MS = 24 * HOUR_MS;
/** Clocks of phones and ward PCs drift: a time given a minute or two ahead is not in the future. */
const SKEW_MS = 2 * 60_000;

const toOrder = (r: MedicationOrderRow): MedicationOrder => ({
  _id: r.id,
  admissionId: r.admissionId,
  drugId: r.drugId,
  drugName: r.drugName,
  dose: r.dose,
  route: r.route,
  frequency: r.frequency,
  instructions: r.instructions,
  startAt: r.startAt.toISOString(),
  stopAt: r.stopAt?.toISOString() ?? null,
  status: r.status as MedicationOrderState,
  stoppedAt: r.stoppedAt?.toISOString() ?? null,
  stoppedBy: r.stoppedByName,
  stopReason: r.stopReason,
  orderedBy: r.orderedByName,
  orderedAt: r.orderedAt.toISOString(),
  overrideReason: r.overrideReason,
  prnMaxPerDay: r.prnMaxPerDay,
  prnMinHours: r.prnMinHours,
});

const toDose = (r: MarDoseRow): MarDose => ({
  _id: r.id,
  orderId: r.orderId,
  scheduledAt: r.scheduledAt.toISOString(),
  outcome: r.outcome as MarDose['outcome'],
  reason: r.reason,
  recordedBy: r.recordedByName,
  recordedAt: r.recordedAt.toISOString(),
  givenAt: r.givenAt?.toISOString() ?? null,
});

/**
 * Inpatient medication orders and the MAR: the doctor orders a drug with dose, route, frequency,
 * start and stop; the schedule of doses follows from them; the nurse charts each dose once.
 */
export function createMarService(deps: {
  db: Db;
  audit: AuditService;
  masters: MastersService;
  allergies: AllergiesService;
  timeZone: string;
}) {
  const { db, audit, timeZone } = deps;

  async function drugOf(id: string) {
    try {
      return await deps.masters.getDrug(id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404)
        throw badRequest('Choose a medicine from the catalogue', { drugId: 'Choose a medicine from the catalogue' });
      throw error;
    }
  }

  /**
   * An SOS order's limits, if the doctor set them: no more than N given doses in the 24 hours up
   * to this one, and none closer than the minimum interval to the last.
   */
  async function withinPrnLimits(tx: DbOrTx, order: MedicationOrderRow, at: Date): Promise<void> {
    if (!order.prnMaxPerDay && !order.prnMinHours) return;
    const given = await repo.givenSince(tx, order.id, new Date(at.getTime() - DAY_MS + 1));
    if (order.prnMaxPerDay && given.length >= order.prnMaxPerDay) throw ruleBroken(prnTooMany(order.prnMaxPerDay));
    const last = given[0];
    if (order.prnMinHours && last && at.getTime() - last.scheduledAt.getTime() < order.prnMinHours * 3_600_000)
      throw ruleBroken(prnTooSoon(order.prnMinHours, clinicNow(timeZone, last.givenAt ?? last.scheduledAt).time));
  }

  return {
    /** Writes a medication order on an active admission. */
    async order(admissionId: string, input: MedicationOrderInput, actor: Actor): Promise<MedicationOrder> {
      const v = medicationOrderInputSchema.parse(input);
      const drug = await drugOf(v.drugId);
      const startAt = clinicInstant(timeZone, v.startDate, v.startTime);
      const stopAt = v.stopDate ? clinicInstant(timeZone, nextDay(v.stopDate), '00:00') : null;
      // Read before the transaction: the catalogue is read through its own service, outside it.
      const running = (await repo.ordersOf(db, admissionId)).filter((o) => o.status === 'Active');
      const alsoTaking = await Promise.all(running.map((o) => deps.masters.getDrug(o.drugId)));
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        if (v.startDate < clinicNow(timeZone, admission.admittedAt).date)
          throw badRequest('The start cannot be before the admission', {
            startDate: 'The start cannot be before the admission',
          });
        await deps.allergies.checkIn(tx, actor, { patientId: admission.patientId, point: 'prescribing', alsoTaking }, [
          { drug, field: 'overrideReason', overrideReason: v.overrideReason },
        ]);
        const created = await repo.insertOrder(tx, {
          admissionId,
          drugId: drug._id,
          drugName: drug.name,
          dose: v.dose,
          route: v.route,
          frequency: v.frequency.toUpperCase(),
          instructions: v.instructions,
          startAt,
          stopAt,
          orderedBy: actor.userId,
          orderedByName: actor.name ?? 'Unknown',
          overrideReason: v.overrideReason,
          prnMaxPerDay: v.prnMaxPerDay ?? null,
          prnMinHours: v.prnMinHours ?? null,
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'medication_order',
          entityId: created.id,
          summary: `Medication order on ${admission.ipNumber}`,
        });
        return created;
      });
      return toOrder(row);
    },

    /** Stops an order early; doses after now are no longer scheduled. */
    async stop(
      admissionId: string,
      orderId: string,
      input: { reason: string },
      actor: Actor,
    ): Promise<MedicationOrder> {
      const v = stopOrderInputSchema.parse(input);
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        if (!(await repo.order(tx, admissionId, orderId)))
          throw notFound(`Medication order with ID ${orderId} not found`);
        const stopped = await moveStatus(tx, medicationOrders, medicationOrderStatus, orderId, 'Stopped', {
          stoppedAt: new Date(),
          stoppedByName: actor.name ?? 'Unknown',
          stopReason: v.reason,
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'medication_order',
          entityId: orderId,
          summary: `Stopped a medication order on ${admission.ipNumber}`,
        });
        return stopped;
      });
      return toOrder(row);
    },

    /** Every medication order of the admission, oldest first; the patient is audited as viewed. */
    async orders(admissionId: string, actor: Actor): Promise<MedicationOrder[]> {
      const admission = await admissionOf(db, admissionId);
      const rows = await repo.ordersOf(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed medication orders of ${admission.admission.ipNumber}`,
      });
      return rows.map(toOrder);
    },

    /** The MAR of one clinic day: each order running that day with its dose times and what was charted. */
    async day(admissionId: string, date: string | undefined, actor: Actor): Promise<MarDay> {
      const admission = await admissionOf(db, admissionId);
      const day = date ?? clinicNow(timeZone).date;
      const from = clinicInstant(timeZone, day, '00:00');
      const to = clinicInstant(timeZone, nextDay(day), '00:00');
      const [orders, doses, stock] = await Promise.all([
        repo.ordersOf(db, admissionId),
        repo.dosesBetween(db, admissionId, from, to),
        repo.wardStock(db, admissionId),
      ]);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed the MAR of ${admission.admission.ipNumber}`,
      });
      const dischargedAt = admission.admission.dischargedAt;
      const rows = orders.flatMap((o) => {
        const end = orderEnd(o, dischargedAt);
        const charted = doses.filter((d) => d.orderId === o.id);
        const runsToday = o.startAt < to && (end === null || end > from);
        if (!runsToday && charted.length === 0) return [];
        const times = new Map<number, MarDoseRow | null>();
        for (const at of dosesOnDay(o, day, timeZone, end)) times.set(at.getTime(), null);
        for (const d of charted) times.set(d.scheduledAt.getTime(), d);
        const slots = [...times.entries()]
          .sort(([a], [b]) => a - b)
          .map(([at, dose]) => ({ scheduledAt: new Date(at).toISOString(), dose: dose ? toDose(dose) : null }));
        return [
          {
            order: toOrder(o),
            asNeeded: doseClock(o.frequency)?.kind === 'asNeeded',
            issuedUnits: stock.get(o.id)?.issued ?? 0,
            givenDoses: stock.get(o.id)?.given ?? 0,
            slots,
          },
        ];
      });
      return { date: day, rows };
    },

    /**
     * Charts one dose: it must be one of the order's dose times (any time in its run for SOS),
     * not more than an hour ahead, missed only once due; each dose is charted once.
     */
    async recordDose(admissionId: string, input: MarDoseInput, actor: Actor, now = new Date()): Promise<MarDose> {
      const v = marDoseInputSchema.parse(input);
      const scheduledAt = new Date(v.scheduledAt);
      const ordered = await repo.order(db, admissionId, v.orderId);
      const drug = ordered ? await deps.masters.getDrug(ordered.drugId) : undefined;
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        const order = await repo.order(tx, admissionId, v.orderId);
        if (!order) throw notFound(`Medication order with ID ${v.orderId} not found`);
        if (!isDoseTime(order, scheduledAt, timeZone, orderEnd(order, null)))
          throw ruleBroken('That is not a dose time of this medication order');
        if (scheduledAt.getTime() - now.getTime() > EARLY_MS)
          throw ruleBroken('A dose can be charted from an hour before it is due');
        if (v.outcome === 'Missed' && scheduledAt.getTime() > now.getTime())
          throw ruleBroken('A dose can be marked missed only after its time');
        if (await repo.doseAt(tx, order.id, scheduledAt)) throw conflict(DOSE_ALREADY_RECORDED);
        if (v.outcome === 'Given') await withinPrnLimits(tx, order, scheduledAt);
        // An SOS dose is charted at the time it was given; a scheduled one, now unless the nurse says when.
        const asNeeded = doseClock(order.frequency)?.kind === 'asNeeded';
        const givenAt = v.outcome === 'Given' ? new Date(v.givenAt ?? (asNeeded ? scheduledAt : now)) : null;
        if (
          givenAt &&
          (givenAt.getTime() > now.getTime() + SKEW_MS || givenAt.getTime() < scheduledAt.getTime() - EARLY_MS)
        )
          throw badRequest(GIVEN_AT_OUT_OF_RANGE, { givenAt: GIVEN_AT_OUT_OF_RANGE });
        if (v.outcome === 'Given' && drug)
          await deps.allergies.checkIn(tx, actor, { patientId: admission.patientId, point: 'administering' }, [
            { drug, field: 'overrideReason', overrideReason: v.overrideReason },
          ]);
        const dose = await repo
          .insertDose(tx, {
            orderId: order.id,
            admissionId,
            scheduledAt,
            outcome: v.outcome,
            reason: v.reason,
            overrideReason: v.overrideReason,
            givenAt,
            recordedBy: actor.userId,
            recordedByName: actor.name ?? 'Unknown',
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error, 'mar_doses_order_slot_uq') ? conflict(DOSE_ALREADY_RECORDED) : error;
          });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'mar_dose',
          entityId: dose.id,
          summary: `Dose ${v.outcome} on ${admission.ipNumber}`,
        });
        return dose;
      });
      return toDose(row);
    },
  };
}

export type MarService = ReturnType<typeof createMarService>;
