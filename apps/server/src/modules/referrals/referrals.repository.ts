import type { ReferralListQuery } from '@clinic/shared/referrals';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueRepository } from '../../db/catalogue-repository.ts';
import { searchAny, selectPage } from '../../db/list.ts';
import { referrals } from './referrals.table.ts';

export type ReferralRow = typeof referrals.$inferSelect;

const catalogue = catalogueRepository(referrals, referrals.referralCode, 'referrals');

export const referralsRepository = {
  find: catalogue.find,
  codeTaken: catalogue.taken,
  insert: catalogue.insert,
  update: catalogue.update,
  softDelete: catalogue.softDelete,

  /** Search on name, email, phone or code (000 §2.2), optionally one type. */
  list: (db: DbOrTx, query: ReferralListQuery) =>
    selectPage(db, referrals, {
      where: [
        catalogue.live,
        searchAny([referrals.name, referrals.email, referrals.phone, referrals.referralCode], query.search),
        query.type ? eq(referrals.referralType, query.type) : undefined,
      ],
      orderBy: [asc(sql`lower(${referrals.name})`), asc(referrals.id)],
      page: query.page,
      pageSize: query.pageSize,
    }),
};
