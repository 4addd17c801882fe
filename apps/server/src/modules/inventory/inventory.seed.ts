import type { SeedContext } from '../../module-kit.ts';
import { DEMO_DRUGS, DEMO_MANUFACTURERS, DEMO_SUPPLIERS, demoInvoice } from '../../seed/demo-inventory.ts';

/** Manufacturers, suppliers, the drug catalogue and one purchase invoice of stock in batches. */
export async function seedInventoryDemo({ services, actor }: SeedContext): Promise<void> {
  for (const manufacturer of DEMO_MANUFACTURERS) await services.masters.addManufacturer(manufacturer, actor);
  for (const supplier of DEMO_SUPPLIERS) await services.masters.addSupplier(supplier, actor);
  for (const drug of DEMO_DRUGS) await services.masters.addDrug(drug, actor);
  await services.stockEntries.add(demoInvoice(), actor);
}
