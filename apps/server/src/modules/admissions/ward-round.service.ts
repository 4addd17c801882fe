import {
  admissionOrdersInputSchema,
  DISCHARGED_READ_ONLY,
  NOTE_PERMISSIONS,
  NOTE_WRITERS,
  noteInputSchema,
  type AdmissionOrdersInput,
  type Note,
  type NoteInput,
} from '@clinic/shared/admissions';
import { can } from '@clinic/shared/auth';
import type { ServiceOrder } from '@clinic/shared/encounters';
import type { Service } from '@clinic/shared/services';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { Principal } from '../../kernel/principal.ts';

/** Who writes a note: what they may do, and the roles the note names them by. */
export type NoteWriter = Pick<Principal, 'permissions'> & { user: Pick<Principal['user'], 'roles' | 'customRoles'> };
import type { LabService } from '../lab/lab.service.ts';
import type { RadiologyService } from '../radiology/radiology.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { admissionOf, lockAdmission } from './admission-access.ts';
import { admissionsRepository, type AdmissionRow } from './admissions.repository.ts';
import { wardsRepository } from './wards.repository.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import type { StayTariffsService } from '../billing/stay-tariffs.service.ts';
import { clinicInstant, clinicNow } from '../../lib/clinic-time.ts';
import { BED_CLASS_LABELS, bedClassOf } from '@clinic/shared/billing';
import { wardRoundRepository as repo, type NoteRow } from './ward-round.repository.ts';

const toNote = (r: NoteRow): Note => ({
  _id: r.id,
  admissionId: r.admissionId,
  kind: r.kind as Note['kind'],
  subjective: r.subjective,
  examination: r.examination,
  plan: r.plan,
  text: r.text,
  writtenBy: r.writtenByName,
  writtenByRole: r.writtenByRole,
  writtenAt: r.writtenAt.toISOString(),
});

/**
 * The ward round and the nurses' notes: progress notes, nursing notes and observations, signed
 * by who wrote them and never changed; and the tests and studies a doctor orders from the ward,
 * placed with the lab and radiology (which own them) and charged to the admission.
 */
export function createWardRoundService(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  lab: LabService;
  radiology: RadiologyService;
  services: ServicesService;
  tariffs: Pick<StayTariffsService, 'priceIn'>;
  charges: Pick<ChargesService, 'addChargeIn'>;
  timeZone: string;
}) {
  const { db, audit, events, timeZone } = deps;

  /** A consultant's visit at the tariff of the bed class the patient is in now (nothing when unpriced). */
  async function chargeVisit(tx: DbOrTx, admission: AdmissionRow, noteId: string, actor: Actor): Promise<void> {
    const open = await admissionsRepository.openStayOf(tx, admission.id);
    const place = open ? await wardsRepository.bedPlace(tx, open.bedId) : undefined;
    if (!place) return;
    const bedClass = bedClassOf(place.room);
    const price = await deps.tariffs.priceIn(tx, 'Consultant visit', bedClass);
    if (price <= 0) return;
    await deps.charges.addChargeIn(
      tx,
      {
        patientId: admission.patientId,
        admissionId: admission.id,
        sourceArea: 'ward',
        sourceId: noteId,
        serviceId: null,
        serviceName: `Consultant visit: ${actor.name ?? 'Doctor'} (${BED_CLASS_LABELS[bedClass]})`,
        category: 'Consultant visit',
        unitPricePaise: price,
      },
      actor,
    );
  }

  async function activeService(id: string, category: Service['category']): Promise<Service | undefined> {
    try {
      const service = await deps.services.get(id);
      return service.category === category && service.isActive ? service : undefined;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  /** The lab and radiology orders placed from the admission, with their status, newest first. */
  async function orders(admissionId: string, actor: Actor): Promise<ServiceOrder[]> {
    const admission = await admissionOf(db, admissionId);
    const [lab, radiology] = await Promise.all([
      deps.lab.ordersOfAdmission(db, admissionId),
      deps.radiology.ordersOfAdmission(db, admissionId),
    ]);
    await audit.viewed(actor, {
      entityType: 'patient',
      entityIds: [admission.patient.id],
      summary: `Viewed orders of ${admission.admission.ipNumber}`,
    });
    return [...lab, ...radiology].sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
  }

  return {
    /** Appends a signed note; a discharged admission takes an addendum only. */
    async addNote(admissionId: string, input: NoteInput, actor: Actor, writer: NoteWriter): Promise<Note> {
      const v = noteInputSchema.parse(input);
      const writers = NOTE_WRITERS[v.kind];
      if (!can(writer.permissions, ...NOTE_PERMISSIONS[v.kind]))
        throw forbidden(`Only a ${writers.join(' or ')} writes a ${v.kind.toLowerCase()} note`);
      const { roles, customRoles } = writer.user;
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'any');
        if (admission.status !== 'Active' && v.kind !== 'Addendum') throw conflict(DISCHARGED_READ_ONLY);
        const progress = v.kind === 'Progress';
        // The visit is charged on the doctor's first round of the clinic day, before this note counts.
        const firstRoundToday =
          progress &&
          actor.userId !== null &&
          (await repo.roundsSince(
            tx,
            admissionId,
            actor.userId,
            clinicInstant(timeZone, clinicNow(timeZone).date, '00:00'),
          )) === 0;
        const note = await repo.insertNote(tx, {
          admissionId,
          kind: v.kind,
          subjective: progress ? v.subjective : '',
          examination: progress ? v.examination : '',
          plan: progress ? v.plan : '',
          text: progress ? '' : v.text,
          writtenBy: actor.userId,
          writtenByName: actor.name ?? 'Unknown',
          writtenByRole: writers.find((r) => roles.includes(r)) ?? actor.role ?? customRoles[0]?.name ?? 'staff',
        });
        if (firstRoundToday) await chargeVisit(tx, admission, note.id, actor);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'admission_note',
          entityId: note.id,
          summary: `${v.kind} note on ${admission.ipNumber}`,
        });
        return note;
      });
      return toNote(row);
    },

    /** Every note of the admission, newest first; the patient is audited as viewed. */
    async notes(admissionId: string, actor: Actor): Promise<Note[]> {
      const admission = await admissionOf(db, admissionId);
      const rows = await repo.notesOf(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed notes of ${admission.admission.ipNumber}`,
      });
      return rows.map(toNote);
    },

    /** Orders tests and studies from the ward, each charged to the admission, in one transaction. */
    async placeOrders(admissionId: string, input: AdmissionOrdersInput, actor: Actor): Promise<ServiceOrder[]> {
      const v = admissionOrdersInputSchema.parse(input);
      const fields: Record<string, string> = {};
      const chosen: { area: 'lab' | 'radiology'; service: Service }[] = [];
      for (const [key, ids, category, area] of [
        ['labTests', v.labTests, 'Laboratory', 'lab'],
        ['radiologyStudies', v.radiologyStudies, 'Radiology', 'radiology'],
      ] as const) {
        for (const [i, id] of ids.entries()) {
          const service = await activeService(id, category);
          if (service) chosen.push({ area, service });
          else fields[`${key}.${i}`] = `Choose an active ${category.toLowerCase()} service`;
        }
      }
      if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0] ?? 'Invalid order', fields);
      await events.inTransaction(db, async (tx, publish) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        for (const { area, service } of chosen) {
          const order = { patientId: admission.patientId, encounterId: null, admissionId, service, urgent: v.urgent };
          await deps[area].placeOrderIn(tx, order, actor, publish);
        }
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'admission',
          entityId: admissionId,
          summary: `Ordered ${chosen.length} test(s) and studies for ${admission.ipNumber}`,
        });
      });
      return orders(admissionId, actor);
    },

    orders,
  };
}

export type WardRoundService = ReturnType<typeof createWardRoundService>;
