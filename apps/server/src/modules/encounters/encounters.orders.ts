import type { Drug } from '@clinic/shared/inventory';
import { toPaise } from '@clinic/shared/money';
import { prescribedQuantity, type EncounterPayload } from '@clinic/shared/encounters';
import type { Service } from '@clinic/shared/services';
import type { Staff } from '@clinic/shared/staff';
import type { Tx } from '../../db/client.ts';
import type { Publish } from '../../lib/events.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { LabService } from '../lab/lab.service.ts';
import type { PharmacyService } from '../pharmacy/pharmacy.service.ts';
import type { RadiologyService } from '../radiology/radiology.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { encountersRepository } from './encounters.repository.ts';

/**
 * The consultation fee: the doctor's own, else the catalogue's cheapest active Consultation
 * service; none when neither is set.
 */
export async function consultationFee(services: ServicesService, doctor: Staff) {
  if (doctor.consultationFeePaise !== null)
    return { serviceId: null, name: `Consultation - ${doctor.name}`, pricePaise: doctor.consultationFeePaise };
  const service = await services.cheapestActive('Consultation');
  return service ? { serviceId: service._id, name: service.name, pricePaise: toPaise(service.price) } : null;
}

/**
 * Writes the prescription as the doctor wrote it, asks the pharmacy to dispense it, and orders
 * the tests and studies from the areas that own them, all in the consultation's transaction.
 */
export async function placeOrdersIn(
  deps: { lab: LabService; radiology: RadiologyService; pharmacy: PharmacyService },
  tx: Tx,
  c: {
    encounterId: string;
    patientId: string;
    v: EncounterPayload;
    found: { drugs: Map<string, Drug>; services: Map<string, Service> };
  },
  actor: Actor,
  publish: Publish,
): Promise<void> {
  const { encounterId, patientId, v, found } = c;
  const items = await encountersRepository.insertPrescription(
    tx,
    v.prescriptions.map((line, position) => {
      const drug = found.drugs.get(line.drugId) as Drug;
      return {
        encounterId,
        position,
        drugId: drug._id,
        drugName: drug.name,
        schedule: drug.schedule,
        dose: line.dose,
        frequency: line.frequency.toUpperCase(),
        durationDays: line.durationDays,
        route: line.route,
        instructions: line.instructions,
        overrideReason: line.overrideReason,
        quantity: prescribedQuantity(line.frequency, line.durationDays) ?? line.quantity ?? 1,
      };
    }),
  );
  await deps.pharmacy.requestDispenseIn(
    tx,
    {
      encounterId,
      patientId,
      lines: items.map((i) => ({ prescriptionItemId: i.id, drugId: i.drugId, quantity: i.quantity })),
    },
    publish,
  );
  for (const serviceId of v.labTests) {
    const service = found.services.get(serviceId) as Service;
    await deps.lab.placeOrderIn(tx, { patientId, encounterId, service }, actor, publish);
  }
  for (const serviceId of v.radiologyStudies) {
    const service = found.services.get(serviceId) as Service;
    await deps.radiology.placeOrderIn(tx, { patientId, encounterId, service }, actor, publish);
  }
}
