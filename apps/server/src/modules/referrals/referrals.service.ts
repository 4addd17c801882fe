import type { Paged } from '@clinic/shared/http';
import {
  DUPLICATE_REFERRAL_CODE,
  referralInputSchema,
  type Referral,
  type ReferralInput,
  type ReferralListQuery,
} from '@clinic/shared/referrals';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changedFields, type AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { referralsRepository, type ReferralRow } from './referrals.repository.ts';
const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

function toReferral(row: ReferralRow): Referral {
  return {
    _id: row.id,
    name: row.name,
    referralType: row.referralType as Referral['referralType'],
    referralCode: row.referralCode,
    speciality: row.speciality,
    qualification: row.qualification,
    hospitalName: row.hospitalName,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toColumns(input: ReferralInput) {
  const v = referralInputSchema.parse(input);
  return {
    name: v.name,
    referralType: v.referralType,
    referralCode: v.referralCode,
    speciality: orNull(v.speciality),
    qualification: orNull(v.qualification),
    hospitalName: orNull(v.hospitalName),
    address: v.address,
    city: orNull(v.city),
    state: orNull(v.state),
    pinCode: orNull(v.pinCode),
    email: orNull(v.email),
    phone: v.phone,
  };
}

export function createReferralsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function mustFind(tx: DbOrTx, id: string, lock = false): Promise<ReferralRow> {
    const row = await referralsRepository.find(tx, id, lock);
    if (!row) throw notFound(`Referral with ID ${id} not found`);
    return row;
  }

  return {
    /** Search on name, email, phone or code (000 §2.2), optionally one type; paged on the server. */
    async list(query: ReferralListQuery): Promise<Paged<Referral>> {
      const { rows, total } = await referralsRepository.list(db, query);
      return { data: rows.map(toReferral), total, page: query.page, pageSize: query.pageSize };
    },

    get: async (id: string) => toReferral(await mustFind(db, id)),

    async create(input: ReferralInput, actor: Actor): Promise<Referral> {
      const values = toColumns(input);
      return toReferral(
        await db.transaction(async (tx) => {
          if (await referralsRepository.codeTaken(tx, values.referralCode)) throw conflict(DUPLICATE_REFERRAL_CODE);
          const row = await referralsRepository.insert(tx, values);
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'referral',
            entityId: row.id,
            summary: `Added referral ${row.referralCode}`,
          });
          return row;
        }),
      );
    },

    /** Replaces the referral's fields and sets updatedAt. */
    async update(id: string, input: ReferralInput, actor: Actor): Promise<Referral> {
      const values = toColumns(input);
      return toReferral(
        await db.transaction(async (tx) => {
          const before = await mustFind(tx, id, true);
          if (await referralsRepository.codeTaken(tx, values.referralCode, id)) throw conflict(DUPLICATE_REFERRAL_CODE);
          const row = await referralsRepository.update(tx, id, values);
          const changed = changedFields(before, values);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'referral',
            entityId: id,
            summary: `Changed ${changed.join(', ') || 'nothing'}`,
          });
          return row;
        }),
      );
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await mustFind(tx, id, true);
        await referralsRepository.softDelete(tx, id);
        await audit.record(tx, actor, {
          action: 'delete',
          entityType: 'referral',
          entityId: id,
          summary: `Deleted referral ${row.referralCode}`,
        });
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
