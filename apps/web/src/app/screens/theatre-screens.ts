import type { ScreenDef } from '../route-map.ts';

const setup = () => import('../routes/theatre/ot-setup-pages.tsx');

/** The spec's otscheduler group: its index (today's theatres and the OT setup list) and the setup form. */
export const OT_SCREENS: ScreenDef[] = [
  { path: '', index: true, title: 'OT Scheduler', load: async () => (await setup()).OtHomePage },
  { path: 'ot-satupform', title: 'OT Setup Form', load: async () => (await setup()).OtSetupFormPage },
];

/** The shell's /scheduler/... links (the spec names them; their screens are ours). */
export const SCHEDULER_SCREENS: ScreenDef[] = [
  { path: 'ot-setup', title: 'OT Setup', load: async () => (await setup()).OtSetupPage },
  {
    path: 'ot-scheduler',
    title: 'OT Scheduler',
    load: async () => (await import('../routes/theatre/ot-scheduler-page.tsx')).OtSchedulerPage,
  },
  {
    path: 'completed-cases',
    title: 'Completed Cases',
    load: async () => (await import('../routes/theatre/completed-cases-page.tsx')).CompletedCasesPage,
  },
];
