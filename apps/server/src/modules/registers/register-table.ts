import type { ReportColumn, ReportTable } from '@clinic/shared/reports';
import type { RegisterKind, RegisterList } from '@clinic/shared/registers';
import { clinicDateTime } from '../../lib/clinic-time.ts';

type Column = { key: string; label: string; kind?: ReportColumn['kind']; time?: boolean };

/** The prescribed columns of each register, in the order the paper registers keep them. */
const COLUMNS: Record<RegisterKind, Column[]> = {
  incident: [
    { key: 'happenedAt', label: 'Date and time', time: true },
    { key: 'event', label: 'Incident' },
    { key: 'place', label: 'Ward or area' },
    { key: 'mrn', label: 'MRN' },
    { key: 'personAffected', label: 'Person affected' },
    { key: 'harm', label: 'Harm' },
    { key: 'description', label: 'What happened' },
    { key: 'actionTaken', label: 'Action taken' },
    { key: 'reportedBy', label: 'Reported by' },
  ],
  mlc: [
    { key: 'mlcNumber', label: 'MLC No.' },
    { key: 'registeredAt', label: 'Registered on', time: true },
    { key: 'mrn', label: 'MRN' },
    { key: 'broughtBy', label: 'Brought by' },
    { key: 'incident', label: 'Nature of case' },
    { key: 'incidentAt', label: 'Date and time of incident', time: true },
    { key: 'injuries', label: 'Injuries' },
    { key: 'policeStation', label: 'Police station informed' },
    { key: 'intimatedAt', label: 'Intimation sent on', time: true },
    { key: 'policeOfficer', label: 'Received by (police)' },
    { key: 'examiningDoctor', label: 'Examining doctor' },
    { key: 'remarks', label: 'Remarks' },
  ],
  death: [
    { key: 'diedAt', label: 'Date and time of death', time: true },
    { key: 'deceasedName', label: 'Name of deceased' },
    { key: 'sex', label: 'Sex' },
    { key: 'ageYears', label: 'Age (years)', kind: 'count' },
    { key: 'address', label: 'Usual address' },
    { key: 'relativeName', label: 'Father / mother / spouse' },
    { key: 'immediateCause', label: 'Immediate cause' },
    { key: 'antecedentCause', label: 'Antecedent cause' },
    { key: 'underlyingCause', label: 'Underlying cause' },
    { key: 'manner', label: 'Manner of death' },
    { key: 'certifiedBy', label: 'Certified by' },
    { key: 'informantName', label: 'Informant' },
  ],
  birth: [
    { key: 'bornAt', label: 'Date and time of birth', time: true },
    { key: 'outcome', label: 'Live / still birth' },
    { key: 'sex', label: 'Sex' },
    { key: 'childName', label: 'Name of child' },
    { key: 'weightGrams', label: 'Weight (g)', kind: 'count' },
    { key: 'gestationWeeks', label: 'Weeks of pregnancy', kind: 'count' },
    { key: 'deliveryMethod', label: 'Method of delivery' },
    { key: 'motherName', label: "Mother's name" },
    { key: 'motherAge', label: "Mother's age", kind: 'count' },
    { key: 'fatherName', label: "Father's name" },
    { key: 'address', label: "Parents' usual address" },
    { key: 'attendedBy', label: 'Attended by' },
    { key: 'informantName', label: 'Informant' },
  ],
};

/** A register as a report table: its serial first, then the prescribed columns, then the corrections made. */
export function registerTable(list: Omit<RegisterList, 'table'>, timeZone: string): ReportTable {
  const columns = COLUMNS[list.register];
  return {
    key: list.register,
    title: list.title,
    columns: [
      { key: 'serial', label: 'Serial No.', kind: 'text' },
      ...columns.map((c) => ({ key: c.key, label: c.label, kind: c.kind ?? 'text' })),
      { key: 'corrections', label: 'Corrections', kind: 'text' },
    ],
    rows: list.entries.map((e) => {
      const values: Record<string, unknown> = { ...e.details, registeredAt: e.occurredAt, mrn: e.mrn ?? '' };
      const cell = (c: Column) => {
        const v = values[c.key];
        if (v === undefined || v === null || v === '') return c.kind ? null : '';
        if (c.time && typeof v === 'string') return clinicDateTime(timeZone, v);
        if (typeof v === 'number' || typeof v === 'string') return v;
        return JSON.stringify(v);
      };
      const corrections = e.version > 1 ? `Version ${e.version}, ${e.recordedByName}: ${e.reason}` : '';
      return { serial: e.serial, ...Object.fromEntries(columns.map((c) => [c.key, cell(c)])), corrections };
    }),
    total: null,
  };
}
