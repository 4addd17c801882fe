import { defineMachine, type StateOf } from './machine.ts';

/** The spec's colours: Scheduled blue, Awaiting orange, Completed green. */
export const appointmentStatus = defineMachine({
  subject: 'appointment',
  states: {
    Scheduled: { color: 'blue', to: ['Awaiting', 'Completed', 'Cancelled', 'No-show', 'Rescheduled'] },
    Awaiting: { color: 'orange', to: ['Completed', 'Cancelled'] },
    Completed: { color: 'green' },
    Cancelled: { color: 'red' },
    'No-show': { color: 'gray' },
    Rescheduled: { color: 'gray' },
  },
});

/** The spec's colours: Pending yellow, Verified green. A verified entry has moved stock and is final. */
export const stockEntryStatus = defineMachine({
  subject: 'stock entry',
  states: {
    Pending: { color: 'yellow', to: ['Verified'] },
    Verified: { color: 'green' },
  },
});

/** A charge waits for a bill; billing alone moves it. */
export const chargeStatus = defineMachine({
  subject: 'charge',
  states: {
    Pending: { color: 'yellow', to: ['Billed', 'Cancelled'] },
    Billed: { color: 'blue' },
    Cancelled: { color: 'red' },
  },
});

/** A lab order from placing to an approved result (issue 14's worklist). */
export const labOrderStatus = defineMachine({
  subject: 'lab order',
  states: {
    Ordered: { color: 'blue', to: ['Sample collected', 'Cancelled'] },
    'Sample collected': { color: 'orange', to: ['Result entered', 'Rejected'] },
    Rejected: { color: 'red', label: 'Rejected sample', to: ['Sample collected', 'Cancelled'] },
    'Result entered': { color: 'violet', to: ['Approved'] },
    // An approved report is amended by a new version, which waits for approval again.
    Approved: { color: 'green', to: ['Result entered'] },
    Cancelled: { color: 'gray' },
  },
});

/** An imaging order: the spec's radiology cases are Pending or In-progress until completed. */
export const imagingOrderStatus = defineMachine({
  subject: 'imaging order',
  states: {
    Pending: { color: 'yellow', to: ['In-progress', 'Cancelled'] },
    'In-progress': { color: 'blue', to: ['Completed'] },
    Completed: { color: 'green' },
    Cancelled: { color: 'gray' },
  },
});

/** A prescription line waiting at the pharmacy; part of it may be dispensed first. */
export const dispenseStatus = defineMachine({
  subject: 'prescription line',
  states: {
    Pending: { color: 'yellow', to: ['Partly dispensed', 'Dispensed', 'Cancelled'] },
    'Partly dispensed': { color: 'orange', to: ['Dispensed', 'Cancelled'] },
    Dispensed: { color: 'green' },
    Cancelled: { color: 'gray' },
  },
});

/** The spec's bill lines: Paid or Un-Paid. */
export const billLinePaymentStatus = defineMachine({
  subject: 'bill line',
  states: {
    'Un-Paid': { color: 'red', to: ['Paid'] },
    Paid: { color: 'green' },
  },
});

/** The spec's inpatient list: today's vitals Recorded (green) or Pending (orange). */
export const vitalsRoundStatus = defineMachine({
  subject: 'vitals round',
  states: {
    Pending: { color: 'orange', to: ['Recorded'] },
    Recorded: { color: 'green' },
  },
});

/** A stock import: rows are staged in short chunks, then applied in one transaction (all or none). */
export const stockImportStatus = defineMachine({
  subject: 'stock import',
  states: {
    Staging: { color: 'blue', label: 'Reading file', to: ['Applying', 'Failed'] },
    Applying: { color: 'violet', label: 'Adding stock', to: ['Completed', 'Failed'] },
    Completed: { color: 'green' },
    Failed: { color: 'red' },
  },
});

/** A bed: free, taken by an admission, being cleaned after one, or out of use. */
export const bedStatus = defineMachine({
  subject: 'bed',
  states: {
    Available: { color: 'green', to: ['Occupied', 'Blocked'] },
    Occupied: { color: 'blue', to: ['Cleaning'] },
    Cleaning: { color: 'orange', to: ['Available', 'Blocked'] },
    Blocked: { color: 'gray', to: ['Available'] },
  },
});

/** The spec's admission states: active, then discharged (read-only but for an addendum). */
export const admissionStatus = defineMachine({
  subject: 'admission',
  states: {
    Active: { color: 'blue', to: ['Discharged'] },
    Discharged: { color: 'gray' },
  },
});

/** A surgery on the theatre list: booked, under way, done; or called off or moved, with a reason. */
export const surgeryStatus = defineMachine({
  subject: 'surgery',
  states: {
    Scheduled: { color: 'blue', to: ['In progress', 'Cancelled', 'Postponed'] },
    'In progress': { color: 'orange', to: ['Completed'] },
    Completed: { color: 'green' },
    Cancelled: { color: 'red' },
    Postponed: { color: 'gray', to: ['Scheduled', 'Cancelled'] },
  },
});

/** An inpatient medication order: active until its stop time, or stopped early by a doctor. */
export const medicationOrderStatus = defineMachine({
  subject: 'medication order',
  states: {
    Active: { color: 'blue', to: ['Stopped'] },
    Stopped: { color: 'gray' },
  },
});

/** What became of one scheduled dose on the MAR; a recorded dose is final. */
export const marOutcome = defineMachine({
  subject: 'dose',
  states: {
    Given: { color: 'green' },
    Held: { color: 'yellow' },
    Refused: { color: 'orange' },
    Missed: { color: 'red' },
  },
});

export type AppointmentState = StateOf<typeof appointmentStatus>;
export type StockEntryState = StateOf<typeof stockEntryStatus>;
export type ChargeState = StateOf<typeof chargeStatus>;
export type LabOrderState = StateOf<typeof labOrderStatus>;
export type ImagingOrderState = StateOf<typeof imagingOrderStatus>;
export type SurgeryState = StateOf<typeof surgeryStatus>;
export type DispenseState = StateOf<typeof dispenseStatus>;
export type StockImportState = StateOf<typeof stockImportStatus>;
export type BedState = StateOf<typeof bedStatus>;
export type AdmissionState = StateOf<typeof admissionStatus>;
export type MedicationOrderState = StateOf<typeof medicationOrderStatus>;
export type MarOutcome = StateOf<typeof marOutcome>;

/**
 * A procedure, diet or nursing instruction on a stay: a procedure is done once (and charged then);
 * a diet or instruction runs until stopped; the ordering doctor cancels one written in error.
 */
export const careOrderStatus = defineMachine({
  subject: 'care order',
  states: {
    Active: { color: 'blue', to: ['Done', 'Stopped', 'Cancelled'] },
    Done: { color: 'green' },
    Stopped: { color: 'gray' },
    Cancelled: { color: 'red' },
  },
});
export type CareOrderState = StateOf<typeof careOrderStatus>;

/**
 * A cashless claim case with its payer (the national claims exchange's states): drafted, sent,
 * queried and answered, decided; an approved case is sent again for an enhancement or the final
 * approval at discharge, and a rejected one may be sent again with more papers.
 */
export const claimStatus = defineMachine({
  subject: 'claim',
  states: {
    Draft: { color: 'gray', to: ['Requested', 'Cancelled'] },
    Requested: { color: 'blue', to: ['Queried', 'Approved', 'Partial', 'Rejected', 'Cancelled'] },
    Queried: { color: 'orange', to: ['Answered', 'Cancelled'] },
    Answered: { color: 'blue', to: ['Queried', 'Approved', 'Partial', 'Rejected', 'Cancelled'] },
    Approved: { color: 'green', to: ['Requested', 'Cancelled'] },
    Partial: { color: 'yellow', label: 'Partly approved', to: ['Requested', 'Cancelled'] },
    Rejected: { color: 'red', to: ['Requested', 'Cancelled'] },
    Cancelled: { color: 'gray' },
  },
});
export type ClaimStatus = StateOf<typeof claimStatus>;
