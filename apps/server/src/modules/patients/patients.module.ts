import { z } from 'zod';
import { seedPatientsDemo } from './patients.seed.ts';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { patientsRoutes } from './patients.routes.ts';
import { abhaScanRoutes } from './abha-scan.routes.ts';

/** Patient registration, search and records. */
export const patientsModule = defineModule({
  name: 'patients',
  routes: [
    routeSet(patientsRoutes, (c) => ({ patients: c.services.patients })),
    routeSet(abhaScanRoutes, (c) => ({ abhaScan: c.services.abhaScan })),
  ],
  settings: {
    mrnPrefix: setting(
      'MRN_PREFIX',
      z
        .string()
        .regex(/^[A-Z0-9/-]{0,10}$/, 'MRN_PREFIX: up to 10 capital letters, digits, - or /')
        .default('MRN-'),
      'prefix of new medical record numbers (`MRN-000001`)',
    ),
  },
  seed: seedPatientsDemo,
});
