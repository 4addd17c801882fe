import { fullName } from '@clinic/shared/patients';
import { WEEKDAYS } from '@clinic/shared/theatre';
import { AppError, ruleBroken } from '../../lib/errors.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import { surgeriesRepository as repo, type JoinedSurgery } from './surgeries.repository.ts';
import type { TheatreRow } from './theatre.repository.ts';

/** A booking being placed: who, where, when and with what. */
export type Slot = {
  id: string | null;
  patientId: string;
  theatre: TheatreRow;
  startAt: Date;
  endAt: Date;
  team: { id: string; name: string; role: 'surgeon' | 'assistant' | 'anaesthetist' }[];
  equipment: { id: string; name: string }[];
};

export const slotTaken = (message: string) => new AppError(409, 'SLOT_TAKEN', message);

const MINUTE = 60_000;
const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Refuses a slot that breaks a theatre rule or clashes with another booking, naming the clash.
 * Runs inside the booking's transaction after the booking lock, so two bookings of one slot
 * cannot both pass.
 */
export async function checkSlot(tx: DbOrTx, slot: Slot, opts: { timeZone: string; cleaningMinutes: number }) {
  const { theatre } = slot;
  const start = clinicNow(opts.timeZone, slot.startAt);
  const end = clinicNow(opts.timeZone, slot.endAt);
  if (theatre.status !== 'Active') throw ruleBroken(`${theatre.identifier} is inactive and cannot be booked`);
  if (!theatre.days.includes(start.weekday))
    throw ruleBroken(`${theatre.identifier} does not work on ${WEEKDAYS[start.weekday - 1]}s`);
  // A theatre closes by 23:59, so a surgery running past midnight is outside its hours.
  if (
    end.date !== start.date ||
    toMinutes(start.time) < toMinutes(theatre.opensAt) ||
    toMinutes(end.time) > toMinutes(theatre.closesAt)
  )
    throw ruleBroken(
      `${theatre.identifier} works ${theatre.opensAt}–${theatre.closesAt}; this surgery would run ${start.time}–${end.time}`,
    );

  const gap = opts.cleaningMinutes * MINUTE;
  const nearby = await repo.overlapping(
    tx,
    new Date(slot.startAt.getTime() - gap),
    new Date(slot.endAt.getTime() + gap),
    slot.id,
  );
  const overlaps = (o: JoinedSurgery) => o.s.startAt < slot.endAt && o.s.endAt > slot.startAt;
  const when = (o: JoinedSurgery) =>
    `${clinicNow(opts.timeZone, o.s.startAt).time}–${clinicNow(opts.timeZone, o.s.endAt).time}`;
  const what = (o: JoinedSurgery) => `${o.s.procedureName} for ${fullName(o.p)} (${o.mrn}) in ${o.theatre}, ${when(o)}`;

  const inTheatre = nearby.find((o) => o.s.theatreId === theatre.id);
  if (inTheatre)
    throw slotTaken(
      overlaps(inTheatre)
        ? `${theatre.identifier} is already booked: ${what(inTheatre)}`
        : `${theatre.identifier} needs ${opts.cleaningMinutes} minutes' cleaning between surgeries: ${what(inTheatre)}`,
    );
  const clashing = nearby.filter(overlaps);
  for (const o of clashing) {
    if (o.s.patientId === slot.patientId) throw slotTaken(`The patient is already booked: ${what(o)}`);
    const theirs = [
      { id: o.s.surgeonId, role: 'surgeon' },
      { id: o.s.assistantId, role: 'assistant' },
      { id: o.s.anaesthetistId, role: 'anaesthetist' },
    ];
    for (const member of slot.team) {
      const busy = theirs.find((t) => t.id === member.id);
      if (busy) throw slotTaken(`${member.name} is the ${busy.role} of ${what(o)}`);
    }
    for (const item of slot.equipment)
      if (o.s.equipmentIds.includes(item.id)) throw slotTaken(`${item.name} is in use for ${what(o)}`);
  }
}
