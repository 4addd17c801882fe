import { z } from 'zod';
import { seedTheatreDemo } from './theatre.seed.ts';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { surgeriesRoutes } from './surgeries.routes.ts';
import { theatreRoutes } from './theatre.routes.ts';

/** Operating theatres, equipment and surgeries. */
export const theatreModule = defineModule({
  name: 'theatre',
  routes: [
    routeSet(theatreRoutes, (c) => ({ masters: c.services.theatreMasters, staff: c.services.staff })),
    routeSet(surgeriesRoutes, (c) => ({ surgeries: c.services.surgeries, lists: c.services.surgeryLists })),
  ],
  settings: {
    otCleaningMinutes: setting(
      'OT_CLEANING_MINUTES',
      z.coerce.number().int().min(0).max(240).default(30),
      'minutes a theatre is cleaned between surgeries; a booking inside them is refused',
    ),
    anaesthesiaChargePercent: setting(
      'ANAESTHESIA_CHARGE_PERCENT',
      z.coerce.number().min(0).max(100).default(30),
      "the anaesthesia charge as a percent of the procedure's price (none under local anaesthesia)",
    ),
  },
  seed: seedTheatreDemo,
});
