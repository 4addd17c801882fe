import type { SeedContext } from '../../module-kit.ts';
import { DEMO_CLINIC } from '../../seed/demo-accounts.ts';

/**
 * The demo pharmacy's drug licences in the Maharashtra FDA's style (Forms 20 and 21 retail,
 * 20B and 21B wholesale), so demo invoices carry them as real ones must.
 */
export const DEMO_DRUG_LICENCES = {
  drugLicenceRetail: 'MH-PZ3-20-123456 / MH-PZ3-21-123457',
  drugLicenceWholesale: 'MH-PZ3-20B-123458 / MH-PZ3-21B-123459',
  rohiniId: '8900080336474',
};

/** The demo clinic's profile (name, address, GSTIN, drug licences) for the letterhead and invoices. */
export async function seedClinicDemo({ services, actor }: SeedContext): Promise<void> {
  await services.clinic.update({ ...DEMO_CLINIC, ...DEMO_DRUG_LICENCES }, actor);
}
