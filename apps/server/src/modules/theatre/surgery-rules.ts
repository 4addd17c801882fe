import { displayDate, displayTime } from '@clinic/shared/dates';
import { surgeryStatus, type SurgeryState } from '@clinic/shared/status';
import { clinicNow } from '../../lib/clinic-time.ts';
import { ruleBroken } from '../../lib/errors.ts';

/** The surgery's rules that read as messages: who writes the note, when, and how its status moves. */
export const NOTE_BY_SURGEON = 'Only the surgeon or the assistant of this surgery writes its operation note';
export const NOTE_WHEN_IN_PROGRESS = 'The operation note is written once the surgery is in progress';
export const CHECKLIST_BEFORE_START = 'The pre-op checklist is kept until the surgery starts';

/** How early a surgery may go into theatre: a list that runs ahead of time, not one booked days away. */
export const START_EARLY_MINUTES = 60;

export function tooEarlyToStart(timeZone: string, startAt: Date): string {
  const booked = clinicNow(timeZone, startAt);
  return `This surgery is booked for ${displayDate(booked.date)}, ${displayTime(booked.time)}: it can start from an hour before`;
}

export function mustMove(from: string, to: SurgeryState) {
  if (!surgeryStatus.isState(from) || !surgeryStatus.canMove(from, to))
    throw ruleBroken(`A surgery that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}`);
}
