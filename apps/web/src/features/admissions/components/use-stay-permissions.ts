import { useCan } from '../../auth/api/use-can.ts';

/** What the signed-in user may do on a stay, from their permissions (the server checks each again). */
export function useStayPermissions() {
  const can = useCan();
  return {
    canRecordVitals: can('ip.vitals.record'),
    canOrderMedicines: can('medication-orders.write'),
    canChart: can('mar.chart'),
    canOrderTests: can('ward-round.orders.write'),
    canOrderCare: can('care-orders.write'),
    canCompleteCare: can('care-orders.complete'),
    canTransfer: can('admissions.transfer'),
    canInitiateDischarge: can('discharge.initiate'),
    canDischarge: can('discharge.write'),
    canWriteProgress: can('ward-round.notes.write'),
    canWriteNursing: can('nursing-notes.write'),
  };
}
