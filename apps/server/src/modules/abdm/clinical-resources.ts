import type {
  AllergyIntolerance,
  Appointment,
  CarePlan,
  Condition,
  MedicationRequest,
  Observation,
  Procedure,
} from '@medplum/fhirtypes';
import { narrative, NRCES } from '../../lib/fhir/fhir-basics.ts';
import type { DocumentScope } from './document-bundle.ts';
import { SYSTEMS } from './document-parties.ts';
import type { CodedText, Medication } from './health-document.input.ts';

const ICD10 = 'http://hl7.org/fhir/sid/icd-10';
const meta = (profile: string) => ({ meta: { profile: [`${NRCES}/${profile}`] } });

/** ICD-10 coded where the doctor chose a code, else the text as written. */
const codedText = (d: CodedText) => ({
  ...(d.code ? { coding: [{ system: ICD10, code: d.code, display: d.description }] } : {}),
  text: d.description,
});

/** A diagnosis: ICD-10 coded where the doctor chose a code, else as written. */
export function conditionOf(scope: DocumentScope, part: string, diagnosis: CodedText, category?: string): Condition {
  return {
    resourceType: 'Condition',
    id: scope.id(part),
    ...meta('Condition'),
    text: narrative(`${diagnosis.description}${diagnosis.code ? ` (ICD-10 ${diagnosis.code})` : ''}`),
    ...(category
      ? {
          category: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/condition-category',
                  code: category,
                  display: 'Encounter Diagnosis',
                },
              ],
            },
          ],
        }
      : {}),
    code: codedText(diagnosis),
    subject: scope.patient,
  };
}

const dosageText = (m: Medication) =>
  [m.dose, m.frequency, m.durationDays ? `for ${m.durationDays} days` : '', m.route, m.instructions]
    .filter(Boolean)
    .join(', ');

/** A prescribed medicine: the hospital's drug (no national drug code list is held) and the dosage as written. */
export function medicationRequestOf(
  scope: DocumentScope,
  part: string,
  medication: Medication,
  authoredOn: string,
  reasons: readonly CodedText[],
): MedicationRequest {
  return {
    resourceType: 'MedicationRequest',
    id: scope.id(part),
    ...meta('MedicationRequest'),
    text: narrative(`${medication.name}: ${dosageText(medication)}`),
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: {
      coding: [{ system: SYSTEMS.drug, code: medication.drugId, display: medication.name }],
      text: medication.name,
    },
    subject: scope.patient,
    encounter: scope.encounter,
    authoredOn,
    requester: scope.practitioner,
    ...(reasons.length > 0 ? { reasonCode: reasons.map(codedText) } : {}),
    dosageInstruction: [
      {
        text: dosageText(medication),
        ...(medication.route ? { route: { text: medication.route } } : {}),
        ...(medication.durationDays
          ? {
              timing: {
                repeat: {
                  boundsDuration: {
                    value: medication.durationDays,
                    unit: 'd',
                    system: 'http://unitsofmeasure.org',
                    code: 'd',
                  },
                },
              },
            }
          : {}),
      },
    ],
  };
}

const INTERPRETATION: Record<string, { code: string; display: string }> = {
  H: { code: 'H', display: 'High' },
  L: { code: 'L', display: 'Low' },
  HH: { code: 'HH', display: 'Critical high' },
  LL: { code: 'LL', display: 'Critical low' },
  A: { code: 'A', display: 'Abnormal' },
};

/** A measured value: a quantity when it is a number, else the text as reported. */
export function observationOf(
  scope: DocumentScope,
  part: string,
  o: { name: string; value: string; unit: string; flag?: string | null; range?: string; loinc?: string; ucum?: string },
  effective: string,
  performer = scope.practitioner,
): Observation {
  const number = /^-?\d+(\.\d+)?$/.test(o.value.trim()) ? Number(o.value) : null;
  const flag = o.flag ? INTERPRETATION[o.flag] : undefined;
  return {
    resourceType: 'Observation',
    id: scope.id(part),
    ...meta('Observation'),
    text: narrative(
      `${o.name}: ${o.value}${o.unit ? ` ${o.unit}` : ''}${flag ? ` (${flag.display})` : ''}${o.range ? `, range ${o.range}` : ''}`,
    ),
    status: 'final',
    code: {
      ...(o.loinc ? { coding: [{ system: 'http://loinc.org', code: o.loinc, display: o.name }] } : {}),
      text: o.name,
    },
    subject: scope.patient,
    effectiveDateTime: effective,
    performer: [performer],
    ...(number !== null
      ? {
          valueQuantity: {
            value: number,
            ...(o.unit ? { unit: o.unit } : {}),
            ...(o.ucum ? { system: 'http://unitsofmeasure.org', code: o.ucum } : {}),
          },
        }
      : { valueString: o.value }),
    ...(flag
      ? {
          interpretation: [
            { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', ...flag }] },
          ],
        }
      : {}),
    ...(o.range ? { referenceRange: [{ text: o.range }] } : {}),
  };
}

export function allergyOf(scope: DocumentScope, part: string, substance: string): AllergyIntolerance {
  return {
    resourceType: 'AllergyIntolerance',
    id: scope.id(part),
    ...meta('AllergyIntolerance'),
    text: narrative(`Allergy: ${substance}`),
    clinicalStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
          code: 'active',
          display: 'Active',
        },
      ],
    },
    code: { text: substance },
    patient: scope.patient,
  };
}

/** The follow-up the doctor asked for, on its date. */
export function followUpOf(scope: DocumentScope, part: string, on: string, why: string): Appointment {
  return {
    resourceType: 'Appointment',
    id: scope.id(part),
    ...meta('Appointment'),
    text: narrative(`Follow-up on ${on}${why ? `: ${why}` : ''}`),
    status: 'proposed',
    ...(why ? { description: why } : {}),
    start: `${on}T00:00:00+05:30`,
    end: `${on}T23:59:59+05:30`,
    participant: [
      { actor: scope.patient, status: 'needs-action' },
      { actor: scope.practitioner, status: 'needs-action' },
    ],
  };
}

export function procedureOf(scope: DocumentScope, part: string, description: string, at: string): Procedure {
  return {
    resourceType: 'Procedure',
    id: scope.id(part),
    ...meta('Procedure'),
    text: narrative(description),
    status: 'completed',
    code: { text: description },
    subject: scope.patient,
    performedDateTime: at,
  };
}

export function carePlanOf(scope: DocumentScope, part: string, title: string, description: string): CarePlan {
  return {
    resourceType: 'CarePlan',
    id: scope.id(part),
    ...meta('CarePlan'),
    text: narrative(`${title}: ${description}`),
    status: 'active',
    intent: 'plan',
    title,
    description,
    subject: scope.patient,
    author: scope.practitioner,
  };
}
