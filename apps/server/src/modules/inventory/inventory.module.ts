import { seedInventoryDemo } from './inventory.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { mastersRoutes } from './masters.routes.ts';
import { stockImportSchedule } from './stock-import.schedule.ts';
import { stockRoutes } from './stock.routes.ts';

/** Masters and stock, under /api/inventory. */
export const inventoryModule = defineModule({
  name: 'inventory',
  routes: [
    routeSet(mastersRoutes, (c) => ({ masters: c.services.masters }), '/inventory'),
    routeSet(
      stockRoutes,
      (c) => ({ entries: c.services.stockEntries, stock: c.services.stock, imports: c.services.stockImport }),
      '/inventory',
    ),
    routeSet(stockImportSchedule, (c) => ({ imports: c.services.stockImport, scheduled: c.scheduledWork })),
  ],
  seed: seedInventoryDemo,
});
