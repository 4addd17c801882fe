import { fullName, type OrderWithPatient, type PharmacyPrescription } from '@clinic/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { patients } from '../patients/patients.table.ts';
import { encounters, prescriptionItems, serviceOrders } from './encounters.table.ts';
import { toOrder, toPrescriptionLine } from './encounters.mapping.ts';

/** What consultations leave for other areas: prescriptions for the pharmacy, orders for lab and radiology. */
export function createWorklistsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** Prescriptions with lines still to dispense, newest first. */
    async pendingPrescriptions(limit = 100): Promise<PharmacyPrescription[]> {
      const heads = await db
        .selectDistinct({ e: encounters, p: patients })
        .from(encounters)
        .innerJoin(patients, eq(patients.id, encounters.patientId))
        .innerJoin(prescriptionItems, eq(prescriptionItems.encounterId, encounters.id))
        .where(eq(prescriptionItems.status, 'pending'))
        .orderBy(desc(encounters.createdAt))
        .limit(limit);
      if (heads.length === 0) return [];
      const lines = await db
        .select()
        .from(prescriptionItems)
        .where(
          inArray(
            prescriptionItems.encounterId,
            heads.map((h) => h.e.id),
          ),
        )
        .orderBy(asc(prescriptionItems.position));
      return heads.map(({ e, p }) => ({
        encounterId: e.id,
        patientId: p.id,
        patientName: fullName(p),
        mrn: p.mrn,
        age: currentAge(p),
        gender: p.gender,
        prescribedBy: e.doctorName,
        date: e.createdAt.toISOString(),
        lines: lines.filter((l) => l.encounterId === e.id).map(toPrescriptionLine),
      }));
    },

    /** Orders of one category (Laboratory or Radiology) in a status, oldest first. */
    async orders(category: 'Laboratory' | 'Radiology', status = 'Ordered', limit = 200): Promise<OrderWithPatient[]> {
      const rows = await db
        .select({ o: serviceOrders, p: patients })
        .from(serviceOrders)
        .innerJoin(patients, eq(patients.id, serviceOrders.patientId))
        .where(and(eq(serviceOrders.category, category), eq(serviceOrders.status, status)))
        .orderBy(asc(serviceOrders.orderedAt))
        .limit(limit);
      return rows.map(({ o, p }) => ({ ...toOrder(o), patientName: fullName(p), mrn: p.mrn }));
    },
  };
}

export type WorklistsService = ReturnType<typeof createWorklistsService>;
