import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clinicProfile } from './clinic.table.ts';

export type ClinicRow = typeof clinicProfile.$inferSelect;
type ProfileValues = Pick<
  ClinicRow,
  'name' | 'address' | 'state' | 'gstin' | 'phone' | 'email' | 'drugLicenceRetail' | 'drugLicenceWholesale' | 'rohiniId'
>;

/** The clinic profile is one row (id 1). */
export const clinicRepository = {
  async current(db: DbOrTx, lock = false): Promise<ClinicRow | undefined> {
    const query = db.select().from(clinicProfile).where(eq(clinicProfile.id, 1));
    return (lock ? await query.for('update') : await query)[0];
  },

  async save(tx: DbOrTx, values: ProfileValues, userId: string | null): Promise<ClinicRow> {
    const [row] = await tx
      .insert(clinicProfile)
      .values({ id: 1, ...values, updatedBy: userId })
      .onConflictDoUpdate({ target: clinicProfile.id, set: { ...values, updatedAt: new Date(), updatedBy: userId } })
      .returning();
    if (!row) throw new Error('saving the clinic profile returned no row');
    return row;
  },

  /** Sets or clears the logo; false when there is no profile yet. */
  async setLogo(tx: DbOrTx, logo: { bytes: Buffer; type: string } | null, userId: string | null): Promise<boolean> {
    const updated = await tx
      .update(clinicProfile)
      .set({ logo: logo?.bytes ?? null, logoType: logo?.type ?? null, updatedAt: new Date(), updatedBy: userId })
      .where(eq(clinicProfile.id, 1))
      .returning({ id: clinicProfile.id });
    return updated.length > 0;
  },
};
