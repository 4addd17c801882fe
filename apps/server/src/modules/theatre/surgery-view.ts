import { fullName } from '@clinic/shared/patients';
import type { OperationNote, Surgery } from '@clinic/shared/theatre';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { JoinedSurgery, OperationNoteRow } from './surgeries.repository.ts';
import { startedAt } from './operation-times.ts';
import { theatreRepository } from './theatre.repository.ts';

const toNote = (n: OperationNoteRow): OperationNote => ({
  preOpDiagnosis: n.preOpDiagnosis,
  postOpDiagnosis: n.postOpDiagnosis,
  procedureDone: n.procedureDone,
  findings: n.findings,
  implants: n.implants,
  complications: n.complications,
  bloodLossMl: n.bloodLossMl,
  inTheatreAt: n.inTheatreAt,
  outOfTheatreAt: n.outOfTheatreAt,
  anaesthesiaStartAt: n.anaesthesiaStartAt,
  anaesthesiaEndAt: n.anaesthesiaEndAt,
  writtenBy: n.writtenByName,
  writtenAt: n.writtenAt.toISOString(),
});

/** A booking as the API shows it, with its clinic-local day and times. */
export function toSurgery(j: JoinedSurgery, equipmentNames: Map<string, string>, timeZone: string): Surgery {
  const { s } = j;
  const start = clinicNow(timeZone, s.startAt);
  const end = clinicNow(timeZone, s.endAt);
  return {
    _id: s.id,
    patient: { _id: s.patientId, name: fullName(j.p), mrn: j.mrn },
    admissionId: s.admissionId,
    ipNumber: j.ipNumber,
    procedure: { _id: s.procedureId, name: s.procedureName },
    surgeon: { _id: s.surgeonId, name: s.surgeonName },
    assistant: s.assistantId ? { _id: s.assistantId, name: s.assistantName ?? '' } : null,
    anaesthetist: { _id: s.anaesthetistId, name: s.anaesthetistName },
    anaesthesiaType: s.anaesthesiaType as Surgery['anaesthesiaType'],
    theatre: { _id: s.theatreId, identifier: j.theatre },
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    durationMinutes: Math.round((s.endAt.getTime() - s.startAt.getTime()) / 60_000),
    equipment: s.equipmentIds.map((id) => ({ _id: id, name: equipmentNames.get(id) ?? 'Equipment' })),
    checklist: s.checklist,
    notes: s.notes,
    status: s.status,
    statusReason: s.statusReason,
    inProgressSince: s.status === 'In progress' ? startedAt(s).toISOString() : null,
    bookedBy: s.bookedByName,
    operationNote: j.note ? toNote(j.note) : null,
    chargedPaise: s.chargedPaise,
  };
}

/** Bookings as the API shows them, with their equipment's names. */
export async function surgeriesView(tx: DbOrTx, rows: JoinedSurgery[], timeZone: string): Promise<Surgery[]> {
  const ids = [...new Set(rows.flatMap((r) => r.s.equipmentIds))];
  const names = new Map((await theatreRepository.equipment(tx, ids)).map(({ e }) => [e.id, e.name]));
  return rows.map((r) => toSurgery(r, names, timeZone));
}
