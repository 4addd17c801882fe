import type { AreaDef } from './screen-def.ts';

/** The lab's screens (001 §2 "Lab"). */
export const LAB: AreaDef = {
  key: 'lab',
  label: 'Lab',
  home: '/lab',
  entry: ['lab.worklist', 'lab.master.manage', 'lab.samples.collect', 'lab.results.enter', 'lab.results.approve'],
  screens: [
    {
      path: 'test-parameters-master',
      title: 'Test Parameter Master',
      permission: 'lab.master.manage',
      menu: { label: 'Test Parameters', description: 'Parameters and normal ranges' },
      load: async () => (await import('../routes/lab/test-parameters-page.tsx')).TestParametersPage,
    },
    {
      path: 'add-parameter',
      title: 'Add Parameter',
      permission: 'lab.master.manage',
      menu: { label: 'Add Parameter', description: 'Define a new test parameter' },
      load: async () => (await import('../routes/lab/add-parameter-page.tsx')).AddParameterPage,
    },
    {
      path: 'lab-orders',
      title: 'Lab Orders',
      permission: 'lab.worklist',
      menu: { label: 'Lab Orders', description: 'Tests ordered by doctors' },
      load: async () => (await import('../routes/lab/lab-orders-page.tsx')).LabOrdersPage,
    },
    {
      path: 'lab-orders/:id',
      title: 'Lab Order',
      permission: 'lab.worklist',
      load: async () => (await import('../routes/lab/lab-order-page.tsx')).LabOrderPage,
    },
  ],
};
