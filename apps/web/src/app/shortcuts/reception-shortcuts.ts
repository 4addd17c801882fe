import { KEYS } from '../../components/shortcuts/keys.ts';
import { RECEPTION } from '../screens/reception-screens.ts';
import { present, type DeskShortcutList } from './desk-shortcut-list.ts';

/**
 * The front desk, anywhere in it: find a patient, register a new one. Booking needs a patient, so
 * Alt+B belongs to the screens that have one (registration, patient record).
 */
export const receptionShortcuts: DeskShortcutList = ({ open, go }) => {
  const master = open(RECEPTION, 'patient-master');
  const registration = open(RECEPTION, 'new-patient-registration');
  return [
    master && { keys: KEYS.search, label: 'Find a patient by name or phone', run: () => go(master, true) },
    registration && { keys: KEYS.newPatient, label: 'New patient registration', run: () => go(registration) },
  ].filter(present);
};
