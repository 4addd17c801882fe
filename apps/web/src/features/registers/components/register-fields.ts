import {
  BIRTH_OUTCOMES,
  DEATH_MANNERS,
  DELIVERY_METHODS,
  HARM_LEVELS,
  INCIDENT_KINDS,
  SAFETY_EVENTS,
  SEXES,
  type RegisterKind,
} from '@clinic/shared/registers';

/** One field of a register's entry form, as the paper register names it. */
export type RegisterField = {
  key: string;
  label: string;
  kind: 'text' | 'long' | 'when' | 'number' | 'choice';
  options?: readonly string[];
  optional?: boolean;
};

export const REGISTER_FIELDS: Record<RegisterKind, RegisterField[]> = {
  mlc: [
    { key: 'mlcNumber', label: 'MLC number', kind: 'text' },
    { key: 'incident', label: 'Nature of case', kind: 'choice', options: INCIDENT_KINDS },
    { key: 'incidentAt', label: 'Date and time of incident', kind: 'when', optional: true },
    { key: 'broughtBy', label: 'Brought by', kind: 'text' },
    { key: 'injuries', label: 'Injuries seen', kind: 'long' },
    { key: 'policeStation', label: 'Police station informed', kind: 'text' },
    { key: 'intimatedAt', label: 'Intimation sent on', kind: 'when' },
    { key: 'policeOfficer', label: 'Received by (police officer, buckle number)', kind: 'text', optional: true },
    { key: 'examiningDoctor', label: 'Examining doctor', kind: 'text' },
    { key: 'remarks', label: 'Remarks', kind: 'long', optional: true },
  ],
  birth: [
    { key: 'outcome', label: 'Live or still birth', kind: 'choice', options: BIRTH_OUTCOMES },
    { key: 'bornAt', label: 'Date and time of birth', kind: 'when' },
    { key: 'sex', label: 'Sex', kind: 'choice', options: SEXES },
    { key: 'childName', label: 'Name of child', kind: 'text', optional: true },
    { key: 'weightGrams', label: 'Weight (grams)', kind: 'number' },
    { key: 'gestationWeeks', label: 'Weeks of pregnancy', kind: 'number' },
    { key: 'deliveryMethod', label: 'Method of delivery', kind: 'choice', options: DELIVERY_METHODS },
    { key: 'motherName', label: "Mother's name", kind: 'text' },
    { key: 'motherAge', label: "Mother's age", kind: 'number' },
    { key: 'fatherName', label: "Father's name", kind: 'text', optional: true },
    { key: 'address', label: "Parents' usual address", kind: 'long' },
    { key: 'attendedBy', label: 'Attended by', kind: 'text' },
    { key: 'informantName', label: 'Informant', kind: 'text' },
  ],
  death: [
    { key: 'deceasedName', label: 'Name of deceased', kind: 'text' },
    { key: 'sex', label: 'Sex', kind: 'choice', options: SEXES },
    { key: 'ageYears', label: 'Age (years)', kind: 'number' },
    { key: 'diedAt', label: 'Date and time of death', kind: 'when' },
    { key: 'address', label: 'Usual address', kind: 'long' },
    { key: 'relativeName', label: 'Father, mother or spouse', kind: 'text' },
    { key: 'immediateCause', label: 'Immediate cause', kind: 'text' },
    { key: 'antecedentCause', label: 'Antecedent cause', kind: 'text', optional: true },
    { key: 'underlyingCause', label: 'Underlying cause', kind: 'text', optional: true },
    { key: 'manner', label: 'Manner of death', kind: 'choice', options: DEATH_MANNERS },
    { key: 'certifiedBy', label: 'Cause certified by', kind: 'text' },
    { key: 'informantName', label: 'Informant', kind: 'text' },
    { key: 'informantAddress', label: "Informant's address", kind: 'long', optional: true },
  ],
  incident: [
    { key: 'event', label: 'What happened', kind: 'choice', options: SAFETY_EVENTS },
    { key: 'happenedAt', label: 'Date and time', kind: 'when' },
    { key: 'place', label: 'Ward or area', kind: 'text' },
    {
      key: 'personAffected',
      label: 'Person affected (staff member or visitor)',
      kind: 'text',
      optional: true,
    },
    { key: 'harm', label: 'Harm done', kind: 'choice', options: HARM_LEVELS },
    { key: 'description', label: 'What happened, in brief', kind: 'long' },
    { key: 'actionTaken', label: 'Action taken', kind: 'long' },
    { key: 'reportedBy', label: 'Reported by', kind: 'text' },
  ],
};
