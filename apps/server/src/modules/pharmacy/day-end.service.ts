import { NEAR_EXPIRY_DAYS, PAYMENT_MODES, type DayEnd } from '@clinic/shared/pharmacy';
import type { Db } from '../../db/client.ts';
import { addDays, clinicInstant, clinicNow, nextDay } from '../../lib/clinic-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { dayEndRepository as repo } from './day-end.repository.ts';

/** The pharmacy's day end: what was sold and returned, the money by mode and by user, and stock to act on. */
export function createDayEndService(deps: { db: Db; audit: AuditService; timeZone: string }) {
  const { db, timeZone } = deps;
  return {
    async report(date: string | undefined, actor: Actor): Promise<DayEnd> {
      const today = clinicNow(timeZone).date;
      const day = date ?? today;
      const range = { from: clinicInstant(timeZone, day, '00:00'), to: clinicInstant(timeZone, nextDay(day), '00:00') };
      const [[sales], [returns], modes, users, nearExpiry, belowReorder] = await Promise.all([
        repo.sales(db, range),
        repo.returns(db, range),
        repo.byMode(db, range),
        repo.byUser(db, range),
        repo.nearExpiry(db, today, addDays(today, NEAR_EXPIRY_DAYS)),
        repo.belowReorder(db),
      ]);
      await deps.audit.record(db, actor, {
        action: 'view',
        entityType: 'pharmacy_day_end',
        entityId: null,
        summary: `Viewed the pharmacy day end of ${day}`,
      });
      return {
        date: day,
        sales: { bills: sales?.bills ?? 0, totalPaise: Number(sales?.total ?? 0) },
        returns: { creditNotes: returns?.notes ?? 0, totalPaise: Number(returns?.total ?? 0) },
        byMode: PAYMENT_MODES.map((mode) => {
          const m = modes.find((x) => x.mode === mode);
          const receivedPaise = Number(m?.received ?? 0);
          const refundedPaise = Number(m?.refunded ?? 0);
          return { mode, receivedPaise, refundedPaise, netPaise: receivedPaise - refundedPaise };
        }),
        byUser: users.map((u) => ({
          user: u.user,
          bills: u.bills,
          salesPaise: Number(u.sales),
          returnsPaise: Number(u.returns),
        })),
        nearExpiry,
        belowReorder,
      };
    },
  };
}

export type DayEndService = ReturnType<typeof createDayEndService>;
