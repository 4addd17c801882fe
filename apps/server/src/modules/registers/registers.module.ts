import { defineModule, routeSet } from '../../module-kit.ts';
import { registersRoutes } from './registers.routes.ts';
import { createRegistersService } from './registers.service.ts';

/** The statutory registers (medico-legal cases, births, deaths): append-only, corrected by new versions. */
export const registersModule = defineModule({
  name: 'registers',
  routes: [
    routeSet(registersRoutes, (c) => ({
      registers: createRegistersService({
        db: c.database.db,
        audit: c.services.audit,
        numbering: c.services.numbering,
      }),
      timeZone: c.timeZone,
    })),
  ],
});
