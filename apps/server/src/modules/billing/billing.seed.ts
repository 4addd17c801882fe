import type { SeedContext } from '../../module-kit.ts';
import { DEMO_STAY_TARIFFS } from '../../seed/demo-hospital.ts';

/** The demo's charges by rule, so a stay's bill shows visits, nursing and monitoring. */
export async function seedBillingDemo({ services, actor }: SeedContext): Promise<void> {
  await services.stayTariffs.set({ tariffs: DEMO_STAY_TARIFFS }, actor);
}
