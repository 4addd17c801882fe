import {
  DUPLICATE_REFERRAL_CODE,
  type Paged,
  type Referral,
  type ReferralInput,
  type ReferralListQuery,
} from '@clinic/shared';
import { referralInputSchema } from '@clinic/shared';
import { and, asc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changedFields, type Actor, type AuditService } from '../audit/audit.service.ts';
import { referrals } from './referrals.table.ts';

type Row = typeof referrals.$inferSelect;
const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

function toReferral(row: Row): Referral {
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

const live = isNull(referrals.deletedAt);
const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function codeTaken(tx: DbOrTx, code: string, exceptId?: string): Promise<boolean> {
  const sameCode = sql`lower(${referrals.referralCode}) = lower(${code})`;
  const [row] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(live, sameCode, exceptId ? ne(referrals.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export function createReferralsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function mustFind(tx: DbOrTx, id: string, lock = false): Promise<Row> {
    const query = tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.id, id), live))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(`Referral with ID ${id} not found`);
    return row;
  }

  return {
    /** Search on name, email, phone or code (000 §2.2), optionally one type; paged on the server. */
    async list(query: ReferralListQuery): Promise<Paged<Referral>> {
      const conditions: SQL[] = [live];
      if (query.search) {
        const p = likeAny(query.search);
        const match = or(
          ilike(referrals.name, p),
          ilike(referrals.email, p),
          ilike(referrals.phone, p),
          ilike(referrals.referralCode, p),
        );
        if (match) conditions.push(match);
      }
      if (query.type) conditions.push(eq(referrals.referralType, query.type));
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(referrals)
          .where(where)
          .orderBy(asc(sql`lower(${referrals.name})`), asc(referrals.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(referrals)
          .where(where),
      ]);
      return { data: rows.map(toReferral), total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
    },

    get: async (id: string) => toReferral(await mustFind(db, id)),

    async create(input: ReferralInput, actor: Actor): Promise<Referral> {
      const values = toColumns(input);
      return toReferral(
        await db.transaction(async (tx) => {
          if (await codeTaken(tx, values.referralCode)) throw conflict(DUPLICATE_REFERRAL_CODE);
          const [row] = await tx.insert(referrals).values(values).returning();
          if (!row) throw new Error('insert into referrals returned no row');
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
          if (await codeTaken(tx, values.referralCode, id)) throw conflict(DUPLICATE_REFERRAL_CODE);
          const [row] = await tx
            .update(referrals)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(referrals.id, id))
            .returning();
          if (!row) throw new Error('update of referrals matched no row');
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
        await tx
          .update(referrals)
          .set({ deletedAt: sql`now()` })
          .where(eq(referrals.id, id));
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
