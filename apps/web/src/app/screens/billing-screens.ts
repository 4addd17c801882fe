import type { Permission } from '@clinic/shared/auth';
import type { AreaDef } from './screen-def.ts';

/**
 * What the billing desk's own people hold; any one of them enters the area and opens its home.
 * Taking a deposit is not among them: the admission desk takes one as it admits, without the area.
 */
const DESK: readonly Permission[] = [
  'ip-bills.read',
  'ip-bills.finalize',
  'bills.discount',
  'bills.contract',
  'bills.misc-lines',
  'bills.close',
  'bills.credit-note',
  'bills.refund',
  'billing.day-end',
  'payers.manage',
  'claims.read',
];

/**
 * The billing desk's screens (001 §2 "Billing" and the OP bills): its home is the work queue, and
 * each menu entry is named for what it does; paths and titles are the spec's.
 */
export const BILLING: AreaDef = {
  key: 'billing',
  label: 'Billing',
  home: '/billing',
  entry: DESK,
  screens: [
    {
      path: '',
      index: true,
      title: 'Billing',
      permission: DESK,
      menu: { label: 'Work queue', description: 'Charges to bill, dues to collect and stays awaiting their bill' },
      load: async () => (await import('../routes/billing/billing-home-page.tsx')).BillingHomePage,
    },
    {
      path: 'op-bills',
      title: 'OP Bills',
      permission: 'op-bills.bill',
      menu: {
        label: 'Bill OP charges',
        description: 'Find a patient by MRN, bill their out-patient charges and print',
      },
      load: async () => (await import('../routes/billing/op-bills-page.tsx')).OpBillsPage,
    },
    {
      path: 'bill-list-view',
      title: 'IP Billing',
      permission: 'ip-bills.read',
      menu: { label: 'Find an IP bill', description: 'Admitted and recently discharged patients by name or MRN' },
      load: async () => (await import('../routes/billing/ip-bill-pages.tsx')).IpBillListPage,
    },
    {
      // One stay's bill, opened from the list or the work queue with its admission: no menu entry.
      path: 'bill',
      title: 'IP Bill',
      permission: 'ip-bills.read',
      load: async () => (await import('../routes/billing/ip-bill-pages.tsx')).IpBillPage,
    },
    {
      path: 'patient-bill',
      title: 'Patient Bill',
      permission: 'ip-bills.read',
      menu: {
        label: 'Stay accounts',
        description: "A stay's deposits and payments, discounts, payer contract and closure",
      },
      load: async () => (await import('../routes/billing/patient-bill-page.tsx')).PatientBillPage,
    },
    {
      path: 'claims',
      title: 'Claims',
      permission: 'claims.read',
      menu: { label: 'Claims', description: 'Cashless claims waiting on payers, with their time limits' },
      load: async () => (await import('../routes/billing/claims-page.tsx')).ClaimsPage,
    },
    {
      path: 'receivables',
      title: 'Receivables',
      permission: 'claims.read',
      menu: { label: 'Receivables', description: "Payers' bills after discharge: settlements, short payments, ageing" },
      load: async () => (await import('../routes/billing/receivables-page.tsx')).ReceivablesPage,
    },
    {
      path: 'payers',
      title: 'Payers',
      permission: 'payers.manage',
      menu: { label: 'Payers', description: 'Insurers, TPAs, schemes and employers, with their contracts' },
      load: async () => (await import('../routes/billing/payers-page.tsx')).PayersPage,
    },
    {
      path: 'packages',
      title: 'Packages',
      permission: 'packages.manage',
      menu: { label: 'Packages', description: 'Fixed-price packages per procedure and room category' },
      load: async () => (await import('../routes/billing/packages-page.tsx')).PackagesPage,
    },
    {
      path: 'day-end',
      title: 'Day End',
      permission: 'billing.day-end',
      menu: { label: 'Day end', description: 'Collections by mode, user and hour, with CSV' },
      load: async () => (await import('../routes/billing/day-end-page.tsx')).DayEndPage,
    },
    {
      path: 'shift',
      title: 'Cash Shift',
      permission: 'shifts.own',
      menu: { label: 'Cash shift', description: 'Your counter: float, receipts, count and handover slip' },
      load: async () => (await import('../routes/billing/shift-page.tsx')).ShiftPage,
    },
  ],
};
