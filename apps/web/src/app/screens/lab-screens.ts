import type { ScreenDef } from '../route-map.ts';

/** The lab's screens (001 §2 "Lab"), relative to /lab. */
export const LAB_SCREENS: ScreenDef[] = [
  {
    path: 'test-parameters-master',
    title: 'Test Parameter Master',
    load: async () => (await import('../routes/lab/test-parameters-page.tsx')).TestParametersPage,
  },
  {
    path: 'add-parameter',
    title: 'Add Parameter',
    load: async () => (await import('../routes/lab/add-parameter-page.tsx')).AddParameterPage,
  },
  {
    path: 'lab-orders',
    title: 'Lab Orders',
    load: async () => (await import('../routes/lab/lab-orders-page.tsx')).LabOrdersPage,
  },
  {
    path: 'lab-orders/:id',
    title: 'Lab Order',
    load: async () => (await import('../routes/lab/lab-order-page.tsx')).LabOrderPage,
  },
];
