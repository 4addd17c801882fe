import { KEYS } from '../../components/shortcuts/keys.ts';
import { BILLING } from '../screens/billing-screens.ts';
import { RECEPTION } from '../screens/reception-screens.ts';
import { present, type DeskShortcutList } from './desk-shortcut-list.ts';

/**
 * The billing desk, anywhere in it: its patient search is the OP Bills MRN box (IP Billing's list
 * for someone who does not bill OP), a new OP bill starts there too, and a new patient is
 * registered by whoever may. Collecting a payment needs a bill, so Alt+C belongs to the screens
 * that show one.
 */
export const billingShortcuts: DeskShortcutList = ({ open, go }) => {
  const opBills = open(BILLING, 'op-bills');
  const search = opBills ?? open(BILLING, 'bill-list-view');
  const registration = open(RECEPTION, 'new-patient-registration');
  return [
    search && {
      keys: KEYS.search,
      label: opBills ? 'Find a patient by MRN (OP Bills)' : 'Find an IP bill by name or MRN',
      run: () => go(search, true),
    },
    opBills && { keys: KEYS.newOpBill, label: 'New OP bill: find the patient by MRN', run: () => go(opBills, true) },
    registration && { keys: KEYS.newPatient, label: 'New patient registration', run: () => go(registration) },
  ].filter(present);
};
