import {
  IconAddressBook,
  IconCalendarEvent,
  IconChartBar,
  IconFlask,
  IconNurse,
  IconPackages,
  IconPill,
  IconReceipt,
  IconScan,
  IconSettings,
  IconStethoscope,
  type Icon,
} from '@tabler/icons-react';
import type { AreaKey } from '../areas.ts';

export const AREA_ICONS: Record<AreaKey, Icon> = {
  reception: IconAddressBook,
  doctor: IconStethoscope,
  lab: IconFlask,
  inventory: IconPackages,
  pharmacy: IconPill,
  nurse: IconNurse,
  otscheduler: IconCalendarEvent,
  radiology: IconScan,
  billing: IconReceipt,
  reports: IconChartBar,
  settings: IconSettings,
};
