import type { Db } from './db/client.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import { createMastersService } from './modules/inventory/masters.service.ts';
import { createStockEntriesService } from './modules/inventory/stock-entries.service.ts';
import { createStockImportService } from './modules/inventory/stock-import.service.ts';
import { createStockService } from './modules/inventory/stock.service.ts';

/** The stores' services (drug and item masters, purchase entries, stock and its import), wired from what they use. */
export function createInventoryServices(deps: {
  db: Db;
  audit: AuditService;
  /** The clinic's today, for entries and imports. */
  today: () => string;
  onImportError: (error: unknown) => void;
}) {
  const { db, audit, today } = deps;
  const masters = createMastersService({ db, audit });
  return {
    masters,
    stockEntries: createStockEntriesService({ db, audit, masters, today }),
    stock: createStockService({ db, audit, masters }),
    stockImport: createStockImportService({ db, audit, today, onError: deps.onImportError }),
  };
}
