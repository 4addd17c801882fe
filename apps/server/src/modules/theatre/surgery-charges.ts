import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import type { SurgeryRow } from './surgeries.repository.ts';
import type { TheatreRow } from './theatre.repository.ts';

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * What a completed surgery costs: the procedure at its catalogue price, the theatre by the
 * started half hour of the time the patient spent in it, and anaesthesia as a percent of the
 * procedure (none under local anaesthesia, which the surgeon gives). Each has its own natural
 * key, so completing twice never charges twice. Health care services carry no GST.
 */
export async function chargeSurgery(
  tx: DbOrTx,
  charges: Pick<ChargesService, 'addChargeIn'>,
  input: {
    surgery: SurgeryRow;
    theatre: TheatreRow;
    procedure: { pricePaise: number; category: string };
    minutesInTheatre: number;
    anaesthesiaPercent: number;
  },
  actor: Actor,
): Promise<number> {
  const { surgery, theatre, procedure } = input;
  const base = {
    patientId: surgery.patientId,
    admissionId: surgery.admissionId,
    sourceArea: 'theatre' as const,
  };
  const halfHours = Math.max(1, Math.ceil(input.minutesInTheatre / 30));
  const lines = [
    {
      sourceId: surgery.id,
      serviceId: surgery.procedureId,
      serviceName: surgery.procedureName,
      category: procedure.category,
      unitPricePaise: procedure.pricePaise,
    },
    {
      sourceId: surgery.theatreChargeKey,
      serviceId: null,
      serviceName: `OT charges — ${theatre.identifier} (${halfHours / 2} h)`,
      category: 'Procedure',
      unitPricePaise: Math.round((theatre.hourlyRatePaise * halfHours) / 2),
    },
    {
      sourceId: surgery.anaesthesiaChargeKey,
      serviceId: null,
      serviceName: `Anaesthesia charges — ${surgery.anaesthesiaType}`,
      category: 'Procedure',
      unitPricePaise:
        surgery.anaesthesiaType === 'Local' ? 0 : Math.round((procedure.pricePaise * input.anaesthesiaPercent) / 100),
    },
  ].filter((line) => line.unitPricePaise > 0);
  let total = 0;
  for (const line of lines) {
    await charges.addChargeIn(tx, { ...base, ...line }, actor);
    total += line.unitPricePaise;
  }
  return total;
}

export const minutesBetween = (from: string, to: string) => toMinutes(to) - toMinutes(from);
