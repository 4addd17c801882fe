import type { CarePackageInput, PackageTerms, StayPackage } from '@clinic/shared/billing';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patientCoverages, payers } from '../insurance/insurance.table.ts';
import { billContracts } from './folio.table.ts';
import { carePackages, stayPackages } from './packages.table.ts';

const packageColumns = { p: carePackages, payerName: payers.name };

export type CarePackageRow = { p: typeof carePackages.$inferSelect; payerName: string | null };
export type StayPackageRow = typeof stayPackages.$inferSelect;

/** The package master and the packages put on stays. */
export const packagesRepository = {
  list: (db: DbOrTx): Promise<CarePackageRow[]> =>
    db
      .select(packageColumns)
      .from(carePackages)
      .leftJoin(payers, eq(payers.id, carePackages.payerId))
      .orderBy(asc(carePackages.code)),

  async get(db: DbOrTx, id: string): Promise<CarePackageRow | undefined> {
    const [row] = await db
      .select(packageColumns)
      .from(carePackages)
      .leftJoin(payers, eq(payers.id, carePackages.payerId))
      .where(eq(carePackages.id, id));
    return row;
  },

  async payerExists(db: DbOrTx, id: string) {
    const [row] = await db.select({ id: payers.id }).from(payers).where(eq(payers.id, id));
    return row !== undefined;
  },

  async insert(tx: DbOrTx, v: CarePackageInput, byName: string) {
    const [row] = await tx
      .insert(carePackages)
      .values({ ...v, updatedByName: byName })
      .returning({ id: carePackages.id });
    return row;
  },

  async update(tx: DbOrTx, id: string, v: CarePackageInput, byName: string) {
    const [row] = await tx
      .update(carePackages)
      .set({ ...v, updatedByName: byName, updatedAt: new Date() })
      .where(eq(carePackages.id, id))
      .returning({ id: carePackages.id });
    return row;
  },

  /** The payer and TPA of the cover the stay's contract names (none for a self-paying stay). */
  async stayPayerIds(db: DbOrTx, admissionId: string): Promise<string[]> {
    const [row] = await db
      .select({ payerId: patientCoverages.payerId, tpaId: patientCoverages.tpaId })
      .from(billContracts)
      .innerJoin(patientCoverages, eq(patientCoverages.id, billContracts.coverageId))
      .where(eq(billContracts.admissionId, admissionId));
    return row ? [row.payerId, ...(row.tpaId ? [row.tpaId] : [])] : [];
  },

  ofStay: (db: DbOrTx, admissionId: string) =>
    db
      .select()
      .from(stayPackages)
      .where(eq(stayPackages.admissionId, admissionId))
      .orderBy(desc(stayPackages.appliedAt)),

  async activeOf(db: DbOrTx, admissionId: string): Promise<StayPackageRow | undefined> {
    const [row] = await db
      .select()
      .from(stayPackages)
      .where(and(eq(stayPackages.admissionId, admissionId), eq(stayPackages.status, 'Active')));
    return row;
  },

  async putOn(
    tx: DbOrTx,
    v: { admissionId: string; packageId: string; terms: PackageTerms; reason: string },
    by: { id: string | null; name: string },
  ) {
    const [row] = await tx
      .insert(stayPackages)
      .values({ ...v, appliedBy: by.id, appliedByName: by.name })
      .returning();
    return row;
  },

  end: (
    tx: DbOrTx,
    id: string,
    status: 'Changed' | 'Broken',
    reason: string,
    by: { id: string | null; name: string },
  ) =>
    tx
      .update(stayPackages)
      .set({ status, reason, endedBy: by.id, endedByName: by.name, endedAt: new Date() })
      .where(eq(stayPackages.id, id)),
};

export const toStayPackage = (r: StayPackageRow): StayPackage => ({
  _id: r.id,
  packageId: r.packageId,
  terms: r.terms,
  status: r.status as StayPackage['status'],
  appliedByName: r.appliedByName,
  appliedAt: r.appliedAt.toISOString(),
  endedByName: r.endedByName,
  endedAt: r.endedAt?.toISOString() ?? null,
  reason: r.reason,
});
