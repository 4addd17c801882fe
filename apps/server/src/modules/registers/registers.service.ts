import {
  CORRECT_THE_LATEST,
  REGISTERS,
  type RegisterCorrection,
  type RegisterEntry,
  type RegisterEntryInput,
  type RegisterKind,
  type RegisterList,
} from '@clinic/shared/registers';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { registersRepository, type EntryRow } from './registers.repository.ts';

export const UNKNOWN_PATIENT = 'Choose a registered patient';
export const UNKNOWN_STAY = 'Choose a stay of this patient';

/** The details of an entry, checked against its register's prescribed fields; each problem on its field. */
function detailsOf(register: RegisterKind, details: Record<string, unknown>): Record<string, unknown> {
  const parsed = (REGISTERS[register].details as z.ZodType<Record<string, unknown>>).safeParse(details);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(parsed.error.issues.map((i) => [`details.${i.path.join('.')}`, i.message]));
  throw badRequest(parsed.error.issues[0]?.message ?? 'Check the entry', fields);
}

/** When the event of the entry happened (the birth, the death, the incident), or (an MLC) when it was registered. */
function occurredAt(register: RegisterKind, details: Record<string, unknown>, now: Date): Date {
  const when = REGISTERS[register].when;
  return when ? new Date(details[when] as string) : now;
}

/** A correction made at the same moment as another of the same entry: the later one is told to correct the latest. */
const versionTaken = (err: unknown) => {
  if (isUniqueViolation(err, 'register_entries_version_uq')) throw conflict(CORRECT_THE_LATEST);
  throw err;
};

export function toEntry(row: EntryRow): RegisterEntry {
  return {
    _id: row.id,
    register: row.register as RegisterKind,
    serial: row.serial,
    version: row.version,
    originalId: row.originalId,
    occurredAt: row.occurredAt.toISOString(),
    patientId: row.patientId,
    admissionId: row.admissionId,
    mrn: row.mrn,
    details: row.details,
    reason: row.reason,
    recordedByName: row.recordedByName,
    recordedAt: row.recordedAt.toISOString(),
  };
}

/**
 * The statutory registers: each entry numbered in its register's yearly series, never changed;
 * a correction is the next version, with its reason. Reads and writes are audited with the
 * entry's serial only (the details are health data).
 */
export function createRegistersService(deps: { db: Db; audit: AuditService; numbering: NumberingService }) {
  const { db, audit } = deps;
  return {
    async create(register: RegisterKind, input: RegisterEntryInput, actor: Actor): Promise<RegisterEntry> {
      const details = detailsOf(register, input.details);
      if (input.admissionId && !input.patientId && !input.mrn)
        throw badRequest(UNKNOWN_PATIENT, { patientId: UNKNOWN_PATIENT });
      return db.transaction(async (tx) => {
        const patientId = input.mrn ? await registersRepository.patientIdByMrn(tx, input.mrn) : input.patientId;
        if (input.mrn && !patientId) throw ruleBroken(UNKNOWN_PATIENT);
        if (patientId) {
          const found = await registersRepository.patientExists(tx, patientId, input.admissionId);
          if (found === 'no patient') throw ruleBroken(UNKNOWN_PATIENT);
          if (found === 'no stay') throw ruleBroken(UNKNOWN_STAY);
        }
        const now = new Date();
        const at = occurredAt(register, details, now);
        const serial = await deps.numbering.nextIn(tx, 'registerEntry', REGISTERS[register].prefix, at);
        const row = await registersRepository.insert(tx, {
          register,
          serial: serial.text,
          version: 1,
          occurredAt: at,
          patientId: patientId ?? null,
          admissionId: input.admissionId ?? null,
          details,
          recordedBy: actor.userId,
          recordedByName: actor.name ?? 'Unknown',
          recordedAt: now,
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'register_entry',
          entityId: row.id,
          summary: `Entered ${serial.text} in the ${register} register`,
        });
        return toEntry({ ...row, mrn: null });
      });
    },

    async correct(id: string, input: RegisterCorrection, actor: Actor): Promise<RegisterEntry> {
      return db.transaction(async (tx) => {
        const entry = await registersRepository.byId(tx, id);
        if (!entry) throw notFound('Register entry not found');
        const register = entry.register as RegisterKind;
        const details = detailsOf(register, input.details);
        const latest = await registersRepository.latestVersion(tx, entry.register, entry.serial);
        if (entry.version !== latest) throw conflict(CORRECT_THE_LATEST);
        const row = await registersRepository
          .insert(tx, {
            register,
            serial: entry.serial,
            version: latest + 1,
            originalId: entry.originalId ?? entry.id,
            occurredAt: occurredAt(register, details, entry.occurredAt),
            patientId: entry.patientId,
            admissionId: entry.admissionId,
            details,
            reason: input.reason,
            recordedBy: actor.userId,
            recordedByName: actor.name ?? 'Unknown',
          })
          .catch(versionTaken);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'register_entry',
          entityId: row.id,
          summary: `Corrected ${entry.serial} (version ${latest + 1})`,
        });
        return toEntry({ ...row, mrn: null });
      });
    },

    /** The latest version of each entry of the range, with the versions before it. */
    async list(
      register: RegisterKind,
      from: Date,
      to: Date,
      label: string,
      actor: Actor,
    ): Promise<Omit<RegisterList, 'table'>> {
      const rows = await registersRepository.ofRange(db, register, from, to);
      await audit.record(db, actor, {
        action: 'view',
        entityType: 'register',
        summary: `${REGISTERS[register].title} ${label}`,
      });
      const bySerial = new Map<string, RegisterEntry[]>();
      for (const row of rows) bySerial.set(row.serial, [...(bySerial.get(row.serial) ?? []), toEntry(row)]);
      const entries = [...bySerial.values()]
        .map((versions) => ({ ...versions.at(-1)!, history: versions.slice(0, -1) }))
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.serial.localeCompare(b.serial));
      return { register, title: REGISTERS[register].title, entries };
    },
  };
}

export type RegistersService = ReturnType<typeof createRegistersService>;
