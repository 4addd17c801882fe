import {
  closeShiftSchema,
  COUNT_DIFFERS,
  COUNTER_NOT_SET,
  openShiftSchema,
  type CloseShiftInput,
  type OpenShiftInput,
  type Shift,
  type ShiftSummary,
  type ShiftsDay,
} from '@clinic/shared/billing';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { modesOf, shiftsRepository as repo, type ShiftRow } from './shifts.repository.ts';

export const alreadyOpen = (number: string) => `You already have an open shift (${number}); close it first`;
export const SHIFT_CLOSED = 'This shift is already closed';
export const NOT_YOUR_SHIFT = 'Only the cashier who opened a shift, or whoever may close any shift, can close it';

function summaryOf(row: ShiftRow, totals: Awaited<ReturnType<typeof repo.totals>>): ShiftSummary {
  const modes = modesOf(
    row,
    totals.filter((t) => t.shiftId === row.id),
  );
  const expectedPaise = modes.reduce((s, m) => s + m.expectedPaise, 0);
  const countedPaise = row.status === 'Closed' ? modes.reduce((s, m) => s + (m.countedPaise ?? 0), 0) : null;
  return {
    _id: row.id,
    number: row.number,
    counter: row.counter,
    status: row.status as ShiftSummary['status'],
    openingFloatPaise: row.openingFloatPaise,
    openedBy: row.openedByName,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closeNote: row.closeNote,
    modes,
    expectedPaise,
    countedPaise,
    differencePaise: countedPaise === null ? null : countedPaise - expectedPaise,
  };
}

/**
 * The cashier's day: a shift opened with a float holds every receipt and refund its cashier takes
 * (one opens by itself at the first receipt if they did not open one), and closes with the
 * count by mode against what was expected. The day end sums the shifts by counter and mode.
 */
export function createShiftsService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  timeZone: string;
}) {
  const { db, audit } = deps;

  async function openIn(tx: DbOrTx, v: { counter: string; openingFloatPaise: number }, key: string, actor: Actor) {
    if (!actor.userId) throw new Error('a shift needs a signed-in cashier');
    const number = await deps.numbering.nextIn(tx, 'shift', undefined);
    const row = await repo.insert(tx, {
      number: number.text,
      counter: v.counter,
      openingFloatPaise: v.openingFloatPaise,
      openedBy: actor.userId,
      openedByName: actor.name ?? 'Unknown',
      idempotencyKey: key,
    });
    await audit.record(tx, actor, {
      action: 'create',
      entityType: 'cashier shift',
      entityId: row.id,
      summary: `Opened shift ${row.number} at ${row.counter}`,
    });
    return row;
  }

  async function full(db2: DbOrTx, row: ShiftRow, actor: Actor): Promise<Shift> {
    const [totals, receipts] = await Promise.all([repo.totals(db2, [row.id]), repo.receipts(db2, row.id)]);
    const patientIds = [...new Set(receipts.flatMap((r) => (r.patientId ? [r.patientId] : [])))];
    if (patientIds.length > 0)
      await audit.recordViews(db2, actor, {
        entityType: 'patient',
        entityIds: patientIds,
        summary: `Opened shift ${row.number}`,
      });
    return { ...summaryOf(row, totals), receipts: receipts.map(({ patientId: _, ...r }) => r) };
  }

  return {
    /** The shift a receipt by this cashier belongs to, opened now if they have none; call under lockCashier. */
    async shiftForReceiptIn(tx: DbOrTx, actor: Actor): Promise<string | null> {
      if (!actor.userId) return null;
      await repo.lockCashier(tx, actor.userId);
      const open = await repo.openOf(tx, actor.userId);
      if (open) return open.id;
      const row = await openIn(
        tx,
        { counter: COUNTER_NOT_SET, openingFloatPaise: 0 },
        `auto-${actor.userId}-${Date.now()}`,
        actor,
      );
      return row.id;
    },

    async current(actor: Actor): Promise<Shift | null> {
      if (!actor.userId) return null;
      return db.transaction(async (tx) => {
        const open = await repo.openOf(tx, actor.userId ?? '');
        return open ? full(tx, open, actor) : null;
      });
    },

    async open(input: OpenShiftInput, key: string, actor: Actor): Promise<Shift> {
      const v = openShiftSchema.parse(input);
      return db.transaction(async (tx) => {
        const earlier = await repo.byKey(tx, key);
        if (earlier) return full(tx, earlier, actor);
        await repo.lockCashier(tx, actor.userId ?? '');
        const open = await repo.openOf(tx, actor.userId ?? '');
        if (open) throw conflict(alreadyOpen(open.number));
        return full(tx, await openIn(tx, v, key, actor), actor);
      });
    },

    async get(id: string, actor: Actor, canReadAll: boolean): Promise<Shift> {
      return db.transaction(async (tx) => {
        const row = await repo.byId(tx, id);
        if (!row || (!canReadAll && row.openedBy !== actor.userId)) throw notFound(`Shift with ID ${id} not found`);
        return full(tx, row, actor);
      });
    },

    async close(id: string, input: CloseShiftInput, actor: Actor, canCloseAny: boolean): Promise<Shift> {
      const v = closeShiftSchema.parse(input);
      return db.transaction(async (tx) => {
        const found = await repo.byId(tx, id);
        if (!found) throw notFound(`Shift with ID ${id} not found`);
        if (found.openedBy !== actor.userId && !canCloseAny) throw new AppError(403, 'FORBIDDEN', NOT_YOUR_SHIFT);
        // The cashier's lock: no receipt of theirs lands between the count and the close.
        await repo.lockCashier(tx, found.openedBy);
        const row = await repo.byId(tx, id);
        if (!row || row.status !== 'Open') throw conflict(SHIFT_CLOSED);
        const modes = modesOf(
          {
            ...row,
            countedCashPaise: v.countedCashPaise,
            countedCardPaise: v.countedCardPaise,
            countedUpiPaise: v.countedUpiPaise,
          },
          await repo.totals(tx, [row.id]),
        );
        if (modes.some((m) => m.differencePaise !== 0) && !v.note)
          throw badRequest(COUNT_DIFFERS, { note: COUNT_DIFFERS });
        const expected = (mode: string) => modes.find((m) => m.mode === mode)?.expectedPaise ?? 0;
        const closed = await repo.close(tx, id, {
          expectedCashPaise: expected('Cash'),
          expectedCardPaise: expected('Card'),
          expectedUpiPaise: expected('UPI'),
          countedCashPaise: v.countedCashPaise,
          countedCardPaise: v.countedCardPaise,
          countedUpiPaise: v.countedUpiPaise,
          closeNote: v.note,
        });
        const difference = modes.reduce((s, m) => s + (m.differencePaise ?? 0), 0);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'cashier shift',
          entityId: id,
          summary: `Closed shift ${row.number}; difference ${difference} paise`,
        });
        return full(tx, closed, actor);
      });
    },

    /** A day's shifts with their money by counter and mode (the day end per counter). */
    async day(date: string | undefined): Promise<ShiftsDay> {
      const day = date ?? clinicNow(deps.timeZone).date;
      const rows = await repo.onDay(db, day, deps.timeZone);
      const totals = await repo.totals(
        db,
        rows.map((r) => r.id),
      );
      const shifts = rows.map((r) => summaryOf(r, totals));
      const counters = [...new Set(shifts.map((s) => s.counter))].map((counter) => {
        const mine = shifts.filter((s) => s.counter === counter);
        const modes = mine[0]?.modes.map((m) => {
          const all = mine.map((s) => s.modes.find((x) => x.mode === m.mode) ?? m);
          const sum = (pick: (x: (typeof all)[number]) => number | null) => all.reduce((n, x) => n + (pick(x) ?? 0), 0);
          const closed = all.every((x) => x.countedPaise !== null);
          return {
            mode: m.mode,
            receivedPaise: sum((x) => x.receivedPaise),
            refundedPaise: sum((x) => x.refundedPaise),
            expectedPaise: sum((x) => x.expectedPaise),
            countedPaise: closed ? sum((x) => x.countedPaise) : null,
            differencePaise: closed ? sum((x) => x.differencePaise) : null,
          };
        });
        return { counter, modes: modes ?? [] };
      });
      return { date: day, shifts, counters };
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
