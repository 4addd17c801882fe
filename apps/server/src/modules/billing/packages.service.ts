import {
  applyPackageInputSchema,
  bedClassOf,
  BED_CLASS_LABELS,
  breakPackageInputSchema,
  carePackageInputSchema,
  DUPLICATE_PACKAGE_CODE,
  PACKAGE_REASON_NEEDED,
  packagePriceFor,
  type ApplyPackageInput,
  type BreakPackageInput,
  type CarePackage,
  type CarePackageInput,
  type StayPackage,
} from '@clinic/shared/billing';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { ipBillingRepository as bills } from './ip-billing.repository.ts';
import { BILL_FINALIZED } from './ip-billing.service.ts';
import { packagesRepository as repo, toStayPackage, type CarePackageRow } from './packages.repository.ts';

export const PACKAGE_RETIRED = 'This package is no longer offered';
export const NO_PACKAGE_ON_STAY = 'No package is on this stay';
export const PACKAGE_CHANGE_NEEDS_PERMISSION = "Changing or breaking a stay's package needs permission";
export const PAYER_NOT_FOUND = 'Choose a payer from the list';
export const packageOfPayer = (payer: string) => `This is ${payer}'s package: the stay is not billed to ${payer}`;
export const noPriceFor = (bedClass: string) => `This package has no price for ${bedClass} beds`;

const toPackage = ({ p, payerName }: CarePackageRow): CarePackage => ({
  _id: p.id,
  code: p.code,
  name: p.name,
  payerId: p.payerId,
  payerName,
  prices: p.prices,
  roomDays: p.roomDays,
  inclusions: p.inclusions,
  exclusions: p.exclusions,
  isActive: p.isActive,
  updatedAt: p.updatedAt.toISOString(),
});

const byOf = (actor: Actor) => ({ id: actor.userId, name: actor.name ?? 'Unknown' });

/**
 * Procedure packages: the master the billing desk keeps, and the package on a stay. A stay takes
 * the price of its current bed's class and keeps a copy of the terms; changing or breaking a
 * package needs its own permission and a reason, and nothing moves once the bill is finalized.
 */
export function createPackagesService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function checked(input: CarePackageInput) {
    const v = carePackageInputSchema.parse(input);
    if (v.payerId && !(await repo.payerExists(db, v.payerId)))
      throw badRequest(PAYER_NOT_FOUND, { payerId: PAYER_NOT_FOUND });
    return v;
  }

  async function save(id: string | null, input: CarePackageInput, actor: Actor): Promise<CarePackage> {
    const v = await checked(input);
    const savedId = await db
      .transaction(async (tx) => {
        const row = id ? await repo.update(tx, id, v, byOf(actor).name) : await repo.insert(tx, v, byOf(actor).name);
        if (!row) throw notFound(`Package with ID ${id} not found`);
        await audit.record(tx, actor, {
          action: id ? 'update' : 'create',
          entityType: 'care_package',
          entityId: row.id,
          summary: `Package ${v.code}`,
        });
        return row.id;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'care_packages_code_uq') ? conflict(DUPLICATE_PACKAGE_CODE) : error;
      });
    const row = await repo.get(db, savedId);
    if (!row) throw new Error(`package ${savedId} vanished`);
    return toPackage(row);
  }

  /** The stay, locked, with its bill still open; the package's terms at the stay's current bed class. */
  async function openStay(tx: DbOrTx, admissionId: string) {
    const admission = await bills.lockAdmission(tx, admissionId);
    if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
    if (await bills.bill(tx, admissionId)) throw conflict(BILL_FINALIZED);
    return admission;
  }

  return {
    async list(): Promise<CarePackage[]> {
      return (await repo.list(db)).map(toPackage);
    },
    create: (input: CarePackageInput, actor: Actor) => save(null, input, actor),
    update: (id: string, input: CarePackageInput, actor: Actor) => save(id, input, actor),

    /** The stay's packages, the Active one first; a read of the patient's account, audited. */
    async ofStay(admissionId: string, actor: Actor): Promise<StayPackage[]> {
      const admission = await bills.admission(db, admissionId);
      if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
      const rows = await repo.ofStay(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.a.patientId],
        summary: `Saw the packages of ${admission.a.ipNumber}`,
      });
      return rows.map(toStayPackage).sort((a, b) => Number(b.status === 'Active') - Number(a.status === 'Active'));
    },

    /**
     * Puts a package on the stay at its current bed class's price. The same package again is the
     * one already on (a retry); a different one replaces it, which needs `canChange` and a reason.
     */
    async apply(admissionId: string, input: ApplyPackageInput, actor: Actor, canChange: boolean): Promise<StayPackage> {
      const v = applyPackageInputSchema.parse(input);
      const row = await db.transaction(async (tx) => {
        const admission = await openStay(tx, admissionId);
        const current = await repo.activeOf(tx, admissionId);
        if (current?.packageId === v.packageId) return current;
        if (current && !canChange) throw forbidden(PACKAGE_CHANGE_NEEDS_PERMISSION);
        if (current && v.reason.length < 3) throw badRequest(PACKAGE_REASON_NEEDED, { reason: PACKAGE_REASON_NEEDED });
        const pkg = await repo.get(tx, v.packageId);
        if (!pkg) throw notFound(`Package with ID ${v.packageId} not found`);
        if (!pkg.p.isActive) throw ruleBroken(PACKAGE_RETIRED);
        // A scheme's rate is for that scheme's patients only.
        if (pkg.p.payerId && !(await repo.stayPayerIds(tx, admissionId)).includes(pkg.p.payerId))
          throw ruleBroken(packageOfPayer(pkg.payerName ?? 'another payer'));
        const stays = await bills.stays(tx, admissionId);
        const bed = stays.at(-1);
        // A patient in ICU (after surgery, say) takes the package at the ward room they came from.
        const ward = stays.filter((s) => !s.isIcu).at(-1);
        const bedClass =
          bed && !bed.isIcu ? bedClassOf(bed) : ward ? bedClassOf(ward) : bed ? bedClassOf(bed) : 'general';
        const pricePaise = packagePriceFor(pkg.p.prices, bedClass);
        if (pricePaise === null) throw ruleBroken(noPriceFor(BED_CLASS_LABELS[bedClass]));
        if (current) await repo.end(tx, current.id, 'Changed', v.reason, byOf(actor));
        const { code, name, roomDays, inclusions, exclusions } = pkg.p;
        const terms = { code, name, bedClass, pricePaise, prices: pkg.p.prices, roomDays, inclusions, exclusions };
        const made = await repo.putOn(tx, { admissionId, packageId: pkg.p.id, terms, reason: v.reason }, byOf(actor));
        if (!made) throw new Error('stay package insert returned nothing');
        await audit.record(tx, actor, {
          action: current ? 'update' : 'create',
          entityType: 'stay_package',
          entityId: made.id,
          summary: `Package ${code} on ${admission.ipNumber}${current ? ` in place of ${current.terms.code}` : ''}`,
        });
        return made;
      });
      return toStayPackage(row);
    },

    /** Takes the package off: the stay is billed item by item again. */
    async breakOff(admissionId: string, input: BreakPackageInput, actor: Actor): Promise<StayPackage> {
      const v = breakPackageInputSchema.parse(input);
      const row = await db.transaction(async (tx) => {
        const admission = await openStay(tx, admissionId);
        const current = await repo.activeOf(tx, admissionId);
        if (!current) throw conflict(NO_PACKAGE_ON_STAY);
        await repo.end(tx, current.id, 'Broken', v.reason, byOf(actor));
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'stay_package',
          entityId: current.id,
          summary: `Package ${current.terms.code} broken on ${admission.ipNumber}`,
        });
        return { ...current, status: 'Broken', reason: v.reason, endedByName: byOf(actor).name, endedAt: new Date() };
      });
      return toStayPackage(row);
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
