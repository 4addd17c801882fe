import type { AreaDef } from './screen-def.ts';

/** The spec's otscheduler group (its index: today's theatres and the OT setup list; the setup form) and the shell's /scheduler/... links. */
export const OT_SCHEDULER: AreaDef = {
  key: 'otscheduler',
  label: 'OT Scheduler',
  home: '/otscheduler',
  entry: ['theatre.setup', 'theatre.book'],
  screens: [
    {
      path: '/scheduler/ot-setup',
      title: 'OT Setup',
      permission: 'theatre.setup',
      menu: { label: 'OT Setup', description: 'Operating theatres and equipment' },
      load: async () => (await import('../routes/theatre/ot-setup-pages.tsx')).OtSetupPage,
    },
    {
      path: '/scheduler/ot-scheduler',
      title: 'OT Scheduler',
      permission: 'theatre.book',
      menu: { label: 'OT Scheduler', description: 'Book theatre time' },
      load: async () => (await import('../routes/theatre/ot-scheduler-page.tsx')).OtSchedulerPage,
    },
    {
      path: '/scheduler/completed-cases',
      title: 'Completed Cases',
      permission: 'theatre.completed',
      menu: { label: 'Completed Cases', description: 'Surgeries done' },
      load: async () => (await import('../routes/theatre/completed-cases-page.tsx')).CompletedCasesPage,
    },
    {
      path: '',
      index: true,
      title: 'OT Scheduler',
      permission: 'theatre.read',
      load: async () => (await import('../routes/theatre/ot-setup-pages.tsx')).OtHomePage,
    },
    {
      path: 'ot-satupform',
      title: 'OT Setup Form',
      permission: 'theatre.setup',
      load: async () => (await import('../routes/theatre/ot-setup-pages.tsx')).OtSetupFormPage,
    },
  ],
};
