import { toPaise, toRupees } from '@clinic/shared/money';
import type { Charge } from '@clinic/shared/patients';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { chargesRepository, type ChargeRow } from './charges.repository.ts';
import type { ChargeSource } from './charges.table.ts';

/** What an area charges: the source record is the natural key, so the same source never charges twice. */
export type ChargeInput = {
  patientId: string;
  admissionId?: string | null;
  sourceArea: ChargeSource;
  sourceId: string | null;
  serviceId: string | null;
  serviceName: string;
  category: string;
  quantity?: number;
  unitPricePaise: number;
  gstRateBp?: number;
};

export function toCharge(row: ChargeRow): Charge {
  return {
    _id: row.id,
    patientId: row.patientId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    category: row.category,
    sourceArea: row.sourceArea,
    quantity: row.quantity,
    price: toRupees(row.pricePaise),
    status: row.status as Charge['status'],
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a service has ever been charged to a patient (a charged service is never deleted). */
export const isServiceCharged = (tx: DbOrTx, serviceId: string) => chargesRepository.anyForService(tx, serviceId);

/**
 * Billing owns charges: every area adds its charges through `addChargeIn`, inside its own
 * transaction; no other module writes the charge table.
 */
export const notTheDesksCharge = (area: string) =>
  `This charge belongs to ${area}: it is cancelled there, with its order and a reason`;

export const CHARGE_BILLED = 'This order is already billed; correct the bill with a credit note instead';

export function createChargesService(deps: {
  db: Db;
  audit: AuditService;
  patients: PatientsService;
  services: ServicesService;
}) {
  const { db, audit } = deps;

  function addChargeIn(tx: DbOrTx, charge: ChargeInput, actor: Actor): Promise<ChargeRow> {
    return chargesRepository.insertOnce(tx, {
      patientId: charge.patientId,
      admissionId: charge.admissionId ?? null,
      sourceArea: charge.sourceArea,
      sourceId: charge.sourceId,
      serviceId: charge.serviceId,
      serviceName: charge.serviceName,
      category: charge.category,
      quantity: charge.quantity ?? 1,
      pricePaise: charge.unitPricePaise,
      gstRateBp: charge.gstRateBp ?? 0,
      createdBy: actor.userId,
      createdByName: actor.name,
    });
  }

  /**
   * Cancels the charge of something called off, inside the caller's transaction. A charge
   * already on a bill stays: the bill is corrected by a credit note instead.
   */
  async function cancelChargeIn(tx: DbOrTx, chargeId: string, actor: Actor): Promise<void> {
    const found = await chargesRepository.lockOne(tx, chargeId);
    if (!found || found.status === 'Cancelled') return;
    if (found.status === 'Billed') throw ruleBroken(CHARGE_BILLED);
    await chargesRepository.cancel(tx, chargeId);
    await audit.record(tx, actor, {
      action: 'update',
      entityType: 'charge',
      entityId: chargeId,
      summary: `Cancelled ${found.serviceName} with its order`,
    });
  }

  /**
   * Takes part of a pending charge back (units returned unused), in the caller's transaction:
   * the line becomes what is still owed, or is cancelled when nothing is. A billed charge refuses
   * with `billedMessage`: the bill is corrected by a credit note instead.
   */
  async function reduceChargeIn(
    tx: DbOrTx,
    chargeId: string,
    left: { quantity: number; unitPricePaise: number; serviceName: string } | null,
    billedMessage: string,
    actor: Actor,
  ): Promise<void> {
    const found = await chargesRepository.lockOne(tx, chargeId);
    if (!found || found.status === 'Cancelled') return;
    if (found.status === 'Billed') throw ruleBroken(billedMessage);
    if (left === null || left.quantity === 0) await chargesRepository.cancel(tx, chargeId);
    else await chargesRepository.reduce(tx, chargeId, left);
    await audit.record(tx, actor, {
      action: 'update',
      entityType: 'charge',
      entityId: chargeId,
      summary: left
        ? `${found.serviceName} reduced to ${left.quantity} × ${left.unitPricePaise} paise`
        : `Cancelled ${found.serviceName}`,
    });
  }

  return {
    addChargeIn,
    cancelChargeIn,
    reduceChargeIn,

    /** Whether the front desk already charged the patient's consultation today (paid at registration). */
    deskConsultationChargedIn: (tx: DbOrTx, patientId: string, date: string, timeZone: string) =>
      chargesRepository.deskConsultationOn(tx, patientId, date, timeZone),

    async list(patientId: string, status: Charge['status'] | undefined, actor: Actor): Promise<Charge[]> {
      await deps.patients.get(patientId);
      const rows = await chargesRepository.listForPatient(db, patientId, status);
      await audit.viewed(actor, { entityType: 'patient', entityIds: [patientId], summary: 'Viewed charges' });
      return rows.map(toCharge);
    },

    /** Adds an active service to a patient at today's price (reception's manual charge). */
    async add(patientId: string, serviceId: string, actor: Actor): Promise<Charge> {
      const patient = await deps.patients.get(patientId);
      const service = await deps.services.get(serviceId);
      if (!service.isActive) throw ruleBroken('This service is inactive and cannot be added to a patient');
      const row = await db.transaction(async (tx) => {
        const created = await addChargeIn(
          tx,
          {
            patientId,
            sourceArea: 'reception',
            sourceId: null,
            serviceId,
            serviceName: service.name,
            category: service.category,
            unitPricePaise: toPaise(service.price),
          },
          actor,
        );
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'charge',
          entityId: created.id,
          summary: `Charged ${service.name} to ${patient.mrn}`,
        });
        return created;
      });
      return toCharge(row);
    },

    /**
     * Cancels a front-desk charge that has not been billed yet. A department's charge (a lab test,
     * a study, a surgery, a consultation, a ward issue) is called off by that department with its
     * order, never from the patient's charges: the front desk cannot undo another desk's work.
     */
    async cancel(patientId: string, chargeId: string, actor: Actor): Promise<Charge> {
      const row = await db.transaction(async (tx) => {
        const found = await chargesRepository.findOfPatient(tx, patientId, chargeId);
        if (!found) throw notFound(`Charge with ID ${chargeId} not found`);
        if (found.sourceArea !== 'reception') throw ruleBroken(notTheDesksCharge(found.sourceArea));
        const updated = await chargesRepository.cancel(tx, chargeId);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'charge',
          entityId: chargeId,
          summary: `Cancelled ${found.serviceName}`,
        });
        return updated;
      });
      return toCharge(row);
    },
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
