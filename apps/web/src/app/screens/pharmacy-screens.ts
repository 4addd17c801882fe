import type { AreaDef } from './screen-def.ts';

/** The pharmacy's screens (001 §2 "Pharmacy"): dispensing, counter sales, ward issues, returns and registers. */
export const PHARMACY: AreaDef = {
  key: 'pharmacy',
  label: 'Pharmacy',
  home: '/pharmacy',
  entry: [
    'pharmacy.dispense',
    'pharmacy.counter-sale',
    'pharmacy.returns',
    'pharmacy.ward-issue',
    'pharmacy.registers',
  ],
  screens: [
    {
      path: 'op-prescription',
      title: 'OP Prescriptions',
      permission: 'pharmacy.dispense',
      menu: { label: 'OP Prescriptions', description: 'Out-patient prescriptions to dispense' },
      load: async () => (await import('../routes/worklists/op-prescriptions-page.tsx')).OpPrescriptionsPage,
    },
    {
      path: 'unregistred-patient',
      title: 'Unregistered Patient Sale',
      permission: 'pharmacy.counter-sale',
      menu: { label: 'Unregistered Patient', description: 'Counter sale to a walk-in customer' },
      load: async () => (await import('../routes/pharmacy/counter-sale-page.tsx')).CounterSalePage,
    },
    {
      path: 'ip-prescription',
      title: 'IP Prescriptions',
      permission: 'pharmacy.ward-issue',
      menu: { label: 'IP Prescriptions', description: 'In-patient medication orders' },
      load: async () => (await import('../routes/pharmacy/ip-prescriptions-page.tsx')).IpPrescriptionsPage,
    },
    {
      path: 'returns',
      title: 'Returns',
      permission: 'pharmacy.returns',
      menu: { label: 'Returns', description: 'Returns against a bill' },
      load: async () => (await import('../routes/pharmacy/returns-page.tsx')).ReturnsPage,
    },
    {
      path: 'h1-register',
      title: 'H1 Register',
      permission: 'pharmacy.registers',
      menu: { label: 'H1 Register', description: 'Schedule H1 and X supplies, with CSV' },
      load: async () => (await import('../routes/pharmacy/h1-register-page.tsx')).H1RegisterPage,
    },
    {
      path: 'day-end',
      title: 'Day End',
      permission: 'pharmacy.registers',
      menu: { label: 'Day End', description: 'Sales, returns and collections of a day' },
      load: async () => (await import('../routes/pharmacy/day-end-page.tsx')).DayEndPage,
    },
    {
      path: 'shift',
      title: 'Cash Shift',
      permission: 'shifts.own',
      menu: { label: 'Cash Shift', description: 'Open with a float, close with the count, print the handover' },
      load: async () => (await import('../routes/billing/shift-page.tsx')).ShiftPage,
    },
    {
      path: 'op-prescription/:encounterId',
      title: 'Dispense',
      permission: 'pharmacy.dispense',
      load: async () => (await import('../routes/pharmacy/dispense-page.tsx')).DispensePage,
    },
  ],
};
