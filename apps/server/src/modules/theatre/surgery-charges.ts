import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SurgeryRow } from './surgeries.repository.ts';
import type { TheatreRow } from './theatre.repository.ts';

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * What a completed surgery costs: the procedure at its catalogue price, the theatre by the
 * started half hour of the time the patient spent in it, and anaesthesia as a percent of the
 * procedure (none under local anaesthesia, which the surgeon gives), charged through the orders
 * module. Each has its own natural key, so completing twice never charges twice. Health care
 * services carry no GST.
 */
export async function chargeSurgery(
  tx: DbOrTx,
  orders: Pick<OrdersService, 'chargeDoneIn'>,
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
  ];
  const order = { area: 'theatre' as const, patientId: surgery.patientId, admissionId: surgery.admissionId };
  return orders.chargeDoneIn(tx, order, lines, actor);
}

export const minutesBetween = (from: string, to: string) => toMinutes(to) - toMinutes(from);
