import { PAYMENT_MODES, type Collections } from '@clinic/shared/billing';
import type { Db } from '../../db/client.ts';
import { clinicInstant, clinicNow, nextDay } from '../../lib/clinic-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { collectionsRepository } from './collections.repository.ts';

/**
 * The day-end collection report: every receipt and refund of a clinic day (OP and IP bills,
 * deposits, pharmacy bills), summed by mode, by the user who took the money, and by hour.
 */
export function createCollectionsService(deps: { db: Db; audit: AuditService; timeZone: string }) {
  const { db, timeZone } = deps;
  return {
    async day(date: string | undefined, actor: Actor): Promise<Collections> {
      const day = date ?? clinicNow(timeZone).date;
      const rows = await collectionsRepository.between(
        db,
        clinicInstant(timeZone, day, '00:00'),
        clinicInstant(timeZone, nextDay(day), '00:00'),
      );
      const signed = (p: (typeof rows)[number]['p']) => (p.purpose === 'Refund' ? -p.amountPaise : p.amountPaise);
      const users = new Map<string, { receipts: number; receivedPaise: number; refundedPaise: number }>();
      const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, netPaise: 0 }));
      for (const { p } of rows) {
        const name = p.receivedByName ?? 'Unknown';
        const u = users.get(name) ?? { receipts: 0, receivedPaise: 0, refundedPaise: 0 };
        u.receipts += 1;
        if (p.purpose === 'Refund') u.refundedPaise += p.amountPaise;
        else u.receivedPaise += p.amountPaise;
        users.set(name, u);
        const hour = Number(clinicNow(timeZone, p.receivedAt).time.slice(0, 2));
        const slot = hours[hour];
        if (slot) slot.netPaise += signed(p);
      }
      const byMode = PAYMENT_MODES.map((mode) => {
        const of = rows.filter((r) => r.p.mode === mode).map((r) => r.p);
        const receivedPaise = of.filter((p) => p.purpose !== 'Refund').reduce((s, p) => s + p.amountPaise, 0);
        const refundedPaise = of.filter((p) => p.purpose === 'Refund').reduce((s, p) => s + p.amountPaise, 0);
        return { mode, receivedPaise, refundedPaise, netPaise: receivedPaise - refundedPaise };
      });
      await deps.audit.record(db, actor, {
        action: 'view',
        entityType: 'collections',
        summary: `Day-end collections of ${day}`,
      });
      return {
        date: day,
        byMode,
        byUser: [...users.entries()].map(([user, u]) => ({ user, ...u })).sort((a, b) => a.user.localeCompare(b.user)),
        byHour: hours,
        receipts: rows.map(({ p, mrn }) => ({
          receiptNumber: p.receiptNumber,
          receivedAt: p.receivedAt.toISOString(),
          purpose: p.purpose,
          mode: p.mode as Collections['byMode'][number]['mode'],
          reference: p.reference,
          amountPaise: p.amountPaise,
          mrn,
          receivedBy: p.receivedByName ?? 'Unknown',
        })),
        netPaise: rows.reduce((s, r) => s + signed(r.p), 0),
      };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
