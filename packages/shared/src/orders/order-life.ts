import type { ImagingOrderState, LabOrderState, SurgeryState } from '../status/machines.ts';

/**
 * Every order's life in the same four phases, whatever the area's own machine calls its states:
 * ordered → in progress → done, or cancelled (with a reason and by whom). Whether it is paid or
 * on the patient's account is its charge's state, read beside it.
 */
export const ORDER_PHASES = ['Ordered', 'In progress', 'Done', 'Cancelled'] as const;
export type OrderPhase = (typeof ORDER_PHASES)[number];

const PHASE_OF: Record<LabOrderState | ImagingOrderState | SurgeryState, OrderPhase> = {
  // Laboratory
  Ordered: 'Ordered',
  'Sample collected': 'In progress',
  Rejected: 'In progress',
  'Result entered': 'In progress',
  Approved: 'Done',
  // Radiology
  Pending: 'Ordered',
  'In-progress': 'In progress',
  Completed: 'Done',
  // Operating theatre
  Scheduled: 'Ordered',
  Postponed: 'Ordered',
  'In progress': 'In progress',
  Cancelled: 'Cancelled',
};

/** The common phase of an area's order state; an unknown state counts as just ordered. */
export function orderPhase(status: string): OrderPhase {
  return (PHASE_OF as Record<string, OrderPhase>)[status] ?? 'Ordered';
}
