import type { AreaDef } from './screen-def.ts';

/** The billing desk's screens (001 §2 "Billing" and the OP bills). */
export const BILLING: AreaDef = {
  key: 'billing',
  label: 'Billing',
  home: '/billing',
  entry: [
    'ip-bills.read',
    'ip-bills.finalize',
    'payments.deposit',
    'bills.discount',
    'bills.contract',
    'bills.misc-lines',
    'bills.close',
    'bills.credit-note',
    'bills.refund',
    'billing.day-end',
  ],
  screens: [
    {
      path: 'op-bills',
      title: 'OP Bills',
      permission: 'op-bills.bill',
      menu: { label: 'OP Bills', description: 'Bill out-patient charges and print' },
      load: async () => (await import('../routes/billing/op-bills-page.tsx')).OpBillsPage,
    },
    {
      path: 'bill-list-view',
      title: 'IP Billing',
      permission: 'ip-bills.read',
      menu: { label: 'Bills', description: 'In-patient bills by name or MRN' },
      load: async () => (await import('../routes/billing/ip-bill-pages.tsx')).IpBillListPage,
    },
    {
      path: 'bill',
      title: 'IP Bill',
      permission: 'ip-bills.read',
      menu: { label: 'Bill', description: 'Bill with charges and payments' },
      load: async () => (await import('../routes/billing/ip-bill-pages.tsx')).IpBillPage,
    },
    {
      path: 'patient-bill',
      title: 'Patient Bill',
      permission: 'ip-bills.read',
      menu: { label: 'Patient Bill', description: 'Summary, payments, discounts and closure' },
      load: async () => (await import('../routes/billing/patient-bill-page.tsx')).PatientBillPage,
    },
    {
      path: 'day-end',
      title: 'Day End',
      permission: 'billing.day-end',
      menu: { label: 'Day End', description: 'Collections by mode, user and hour, with CSV' },
      load: async () => (await import('../routes/billing/day-end-page.tsx')).DayEndPage,
    },
    {
      path: 'shift',
      title: 'Cash Shift',
      permission: 'shifts.own',
      menu: { label: 'Cash Shift', description: 'Your counter: float, receipts, count and handover slip' },
      load: async () => (await import('../routes/billing/shift-page.tsx')).ShiftPage,
    },
  ],
};
