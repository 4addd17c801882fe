import type { ScreenDef } from '../route-map.ts';

/** The billing desk's screens (001 §2 "Billing" and the OP bills), relative to /billing. */
export const BILLING_SCREENS: ScreenDef[] = [
  {
    path: 'op-bills',
    title: 'OP Bills',
    load: async () => (await import('../routes/billing/op-bills-page.tsx')).OpBillsPage,
  },
  {
    path: 'bill-list-view',
    title: 'IP Billing',
    load: async () => (await import('../routes/billing/ip-bill-pages.tsx')).IpBillListPage,
  },
  {
    path: 'bill',
    title: 'IP Bill',
    load: async () => (await import('../routes/billing/ip-bill-pages.tsx')).IpBillPage,
  },
  {
    path: 'patient-bill',
    title: 'Patient Bill',
    load: async () => (await import('../routes/billing/patient-bill-page.tsx')).PatientBillPage,
  },
  {
    path: 'day-end',
    title: 'Day End',
    load: async () => (await import('../routes/billing/day-end-page.tsx')).DayEndPage,
  },
];
