import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../staff/staff.table.ts';
import { customRoles, staffCustomRoles } from '../roles/roles.table.ts';
import { loginAttempts, sessions } from './auth.table.ts';

export type CustomAccess = { customRoles: { _id: string; name: string }[]; customPermissions: string[] };

/** The clinic's own roles a user holds and the permissions they grant, read with the session. */
// The user's id is written qualified: Drizzle leaves a column unqualified in a one-table select,
// and inside the subquery an unqualified "id" would be the custom role's.
function customAccessColumns() {
  const userId = sql.raw('"users"."id"');
  return {
    customRoles: sql<CustomAccess['customRoles']>`coalesce((
      select json_agg(json_build_object('_id', r.id, 'name', r.name) order by r.name)
      from ${staffCustomRoles} s join ${customRoles} r on r.id = s.role_id where s.user_id = ${userId}), '[]'::json)`,
    customPermissions: sql<string[]>`coalesce((
      select array_agg(distinct p) from ${staffCustomRoles} s join ${customRoles} r on r.id = s.role_id,
      unnest(r.permissions) p where s.user_id = ${userId}), '{}'::text[])`,
  };
}

function buildLiveSessionQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
      user: users,
      ...customAccessColumns(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sql.placeholder('idleMinutes')})`),
        eq(users.isActive, true),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

const liveSessionQueries = new WeakMap<Db, ReturnType<typeof buildLiveSessionQuery>>();
function liveSessionQuery(db: Db) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = buildLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  return query;
}

export const authRepository = {
  async insertSession(
    db: DbOrTx,
    values: { tokenHash: string; userId: string; absoluteHours: number; ip: string; userAgent: string | null },
  ): Promise<void> {
    await db.insert(sessions).values({
      tokenHash: values.tokenHash,
      userId: values.userId,
      ip: values.ip,
      userAgent: values.userAgent,
      expiresAt: sql`now() + make_interval(hours => ${values.absoluteHours})`,
    });
  },

  /**
   * The live session for a token: not ended, not past its absolute limit, used within the idle
   * window, and its user still active. The database clock decides, so every instance agrees.
   * It runs on every request, so it is built once and sent as a named prepared statement.
   */
  async findLiveSession(db: Db, tokenHash: string, idleMinutes: number) {
    const [row] = await liveSessionQuery(db).execute({ tokenHash, idleMinutes });
    return row;
  },

  /** The ids among `sessionIds` that are live, by the same rule as findLiveSession. */
  async liveSessionIds(db: Db, sessionIds: string[], idleMinutes: number): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
          eq(users.isActive, true),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** The custom roles and permissions of one user (at sign-in; requests read them with the session). */
  async customAccessOf(db: DbOrTx, userId: string): Promise<CustomAccess> {
    const [row] = await db.select(customAccessColumns()).from(users).where(eq(users.id, userId));
    return row ?? { customRoles: [], customPermissions: [] };
  },

  async touchSession(db: DbOrTx, sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
  },

  async endSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  },

  /** Ends the user's open sessions, except `keepSessionId` when given. */
  async endSessionsOfUser(db: DbOrTx, userId: string, reason: string, keepSessionId?: string): Promise<void> {
    await db
      .update(sessions)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.endedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  },

  async recordAttempt(db: DbOrTx, values: { email: string; ip: string; succeeded: boolean }): Promise<void> {
    await db.insert(loginAttempts).values(values);
  },

  /**
   * Takes a sign-in slot for each key in the current minute, atomically (one upsert per key), and
   * returns the highest count: over the limit means this attempt must be refused unchecked.
   */
  async takeSlots(db: DbOrTx, keys: string[]): Promise<number> {
    let highest = 0;
    for (const key of keys) {
      const result = await db.execute<{ count: number }>(
        sql`insert into login_throttle (key, window_start, count) values (${key}, now(), 1)
            on conflict (key) do update set
              count = case when login_throttle.window_start < now() - interval '1 minute' then 1
                           else login_throttle.count + 1 end,
              window_start = case when login_throttle.window_start < now() - interval '1 minute' then now()
                                  else login_throttle.window_start end
            returning count`,
      );
      highest = Math.max(highest, Number(result.rows[0]?.count ?? 0));
    }
    return highest;
  },

  /** Gives back the slots of an attempt that succeeded, so only failures fill the window. */
  async returnSlots(db: DbOrTx, keys: string[]): Promise<void> {
    await db.execute(
      sql`update login_throttle set count = greatest(count - 1, 0) where key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  },
};
