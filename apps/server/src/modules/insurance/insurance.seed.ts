import type { Payer } from '@clinic/shared/insurance';
import type { SeedContext } from '../../module-kit.ts';
import { DEMO_CLAIM, DEMO_COVER, DEMO_PAYERS } from '../../seed/demo-insurance.ts';
import { DEMO_PACKAGES } from '../../seed/demo-packages.ts';
import { DEMO_TARIFFS } from '../../seed/demo-tariffs.ts';

/**
 * The payers, their tariffs and the packages, and the admitted demo patient's cover by an insurer through a TPA, set as the
 * stay's payer with its pre-authorisation approved (runs after the admissions seed, which made
 * the stay).
 */
export async function seedInsuranceDemo({ services, actor, made }: SeedContext): Promise<void> {
  const payers: Payer[] = [];
  for (const payer of DEMO_PAYERS) payers.push(await services.payers.create(payer, actor));
  const byCode = (code: string) => payers.find((p) => p.code === code);
  // Packages come after the payers: a scheme's package names its scheme.
  for (const { payer, ...pkg } of DEMO_PACKAGES)
    await services.packages.create({ ...pkg, payerId: payer ? (byCode(payer)?._id ?? null) : null }, actor);
  await seedTariffs({ services, actor }, byCode);
  const patient = made.patients[2];
  const insurer = byCode(DEMO_COVER.payer);
  if (!patient || !insurer) return;
  const year = new Date().getFullYear();
  const cover = await services.coverages.create(
    patient._id,
    {
      ...DEMO_COVER.cover,
      payerId: insurer._id,
      tpaId: byCode(DEMO_COVER.tpa)?._id ?? null,
      validFrom: `${year - 1}-12-01`,
      validTo: `${year + 1}-11-30`,
    },
    actor,
  );
  const stays = await services.admissions.list({ status: 'Active' }, { page: 1, pageSize: 100 }, actor);
  const stay = stays.data.find((a) => a.patientId === patient._id);
  if (!stay) return;
  await services.folio.setContract(stay._id, { coverageId: cover._id }, actor);
  // Pre-authorised at admission: the billing desk's meter has an approval to measure against.
  const claim = await services.claims.start(stay._id, DEMO_CLAIM.request, actor);
  await services.claims.move(claim._id, { to: 'Requested', reference: DEMO_CLAIM.requestReference }, actor);
  await services.claims.move(
    claim._id,
    { to: 'Approved', amountPaise: DEMO_CLAIM.approvedPaise, reference: DEMO_CLAIM.approvalReference },
    actor,
  );
}

/** The demo payers' rates (from 1 April of last year) and factors, by payer code and service name. */
async function seedTariffs(
  { services, actor }: Pick<SeedContext, 'services' | 'actor'>,
  byCode: (code: string) => Payer | undefined,
) {
  const catalogue = await services.services.all();
  const from = `${new Date().getFullYear() - 1}-04-01`;
  for (const tariff of DEMO_TARIFFS) {
    const payer = byCode(tariff.payer);
    if (!payer) continue;
    for (const { service, ...rate } of tariff.rates) {
      const found = catalogue.find((s) => s.name === service);
      if (found)
        await services.tariffs.addRate(payer._id, { ...rate, serviceId: found._id, effectiveFrom: from }, actor);
    }
    if (tariff.factors) await services.tariffs.setFactors(payer._id, tariff.factors, actor);
  }
}
