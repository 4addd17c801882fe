import type { SeedContext } from '../../module-kit.ts';
import { DEMO_CLINIC } from '../../seed/demo-accounts.ts';

/** The demo clinic's profile (name, address, GSTIN) for the letterhead. */
export async function seedClinicDemo({ services, actor }: SeedContext): Promise<void> {
  await services.clinic.update(DEMO_CLINIC, actor);
}
