import { clinicProfileInputSchema, type ClinicProfile, type ClinicProfileInput } from '@clinic/shared/clinic';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { changedFields, type AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicRepository, type ClinicRow } from './clinic.repository.ts';

const EMPTY: ClinicProfile = {
  name: '',
  address: '',
  state: null,
  gstin: null,
  phone: null,
  email: null,
  drugLicenceRetail: null,
  drugLicenceWholesale: null,
  rohiniId: null,
  hasLogo: false,
  updatedAt: null,
};

function toProfile(row: ClinicRow | undefined): ClinicProfile {
  if (!row) return EMPTY;
  return {
    name: row.name,
    address: row.address,
    state: row.state,
    gstin: row.gstin,
    phone: row.phone,
    email: row.email,
    drugLicenceRetail: row.drugLicenceRetail,
    drugLicenceWholesale: row.drugLicenceWholesale,
    rohiniId: row.rohiniId,
    hasLogo: row.logo !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createClinicService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const current = () => clinicRepository.current(db);

  return {
    get: async () => toProfile(await current()),
    /** The profile read in the caller's transaction (a message names the clinic). */
    profileIn: async (tx: DbOrTx) => toProfile(await clinicRepository.current(tx)),

    /** Saves the profile (creating it the first time) and audits which fields changed. */
    async update(input: ClinicProfileInput, actor: Actor): Promise<ClinicProfile> {
      const parsed = clinicProfileInputSchema.parse(input);
      const values = {
        name: parsed.name,
        address: parsed.address,
        state: parsed.state ?? null,
        gstin: parsed.gstin || null,
        phone: parsed.phone || null,
        email: parsed.email || null,
        drugLicenceRetail: parsed.drugLicenceRetail || null,
        drugLicenceWholesale: parsed.drugLicenceWholesale || null,
        rohiniId: parsed.rohiniId || null,
      };
      return db.transaction(async (tx) => {
        const before = await clinicRepository.current(tx, true);
        const row = await clinicRepository.save(tx, values, actor.userId);
        const changed = before ? changedFields(before, values) : Object.keys(values);
        await audit.record(tx, actor, {
          action: before ? 'update' : 'create',
          entityType: 'clinic',
          entityId: '1',
          summary: `Changed ${changed.join(', ') || 'nothing'}`,
        });
        return toProfile(row);
      });
    },

    async setLogo(logo: { bytes: Buffer; type: string } | null, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await clinicRepository.setLogo(tx, logo, actor.userId)))
          throw notFound('Save the clinic profile before adding a logo');
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'clinic',
          entityId: '1',
          summary: logo ? 'Changed logo' : 'Removed logo',
        });
      });
    },

    async logo(): Promise<{ bytes: Buffer; type: string } | undefined> {
      const row = await current();
      return row?.logo && row.logoType ? { bytes: row.logo, type: row.logoType } : undefined;
    },
  };
}

export type ClinicService = ReturnType<typeof createClinicService>;
