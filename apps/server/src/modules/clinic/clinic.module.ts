import { seedClinicDemo } from './clinic.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { clinicRoutes } from './clinic.routes.ts';

/** The clinic's profile, logo and clock. */
export const clinicModule = defineModule({
  name: 'clinic',
  routes: [routeSet(clinicRoutes, (c) => ({ clinic: c.services.clinic, timeZone: c.timeZone }))],
  seed: seedClinicDemo,
});
