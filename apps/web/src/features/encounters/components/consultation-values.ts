import { typedNumber } from '../../../lib/form-helpers.ts';
import {
  EMPTY_MEDICAL_HISTORY,
  encounterInputSchema,
  type EncounterInput,
  type MedicalHistory,
  type MedicalHistoryResponse,
} from '@clinic/shared/encounters';
import { isBlank, toVitalsInput, type VitalsDraft } from './vitals-fields.tsx';

export type PrescriptionRow = {
  drugId: string;
  dose: string;
  frequency: string;
  durationDays: string;
  route: string;
  instructions: string;
  quantity: string;
  /** Why the doctor goes on past an allergy or duplicate-therapy warning. */
  overrideReason: string;
};

/** The consultation form as typed: numbers stay text until the payload is built. */
export type ConsultationValues = {
  symptoms: string;
  medicalHistory: MedicalHistory;
  examination: string;
  diagnoses: { code: string | null; description: string }[];
  prescriptions: PrescriptionRow[];
  labTests: string[];
  radiologyStudies: string[];
  advice: string;
  revisitDate: string;
};

export const NEW_PRESCRIPTION_ROW: PrescriptionRow = {
  drugId: '',
  dose: '1 tablet',
  frequency: '1-0-1',
  durationDays: '5',
  route: 'Oral',
  instructions: '',
  quantity: '',
  overrideReason: '',
};

export function initialValues(history: MedicalHistoryResponse | undefined): ConsultationValues {
  const source = history ?? EMPTY_MEDICAL_HISTORY;
  return {
    symptoms: '',
    medicalHistory: {
      allergies: source.allergies,
      noKnownDrugAllergies: source.noKnownDrugAllergies,
      chronicConditions: source.chronicConditions,
      pastSurgeries: source.pastSurgeries,
      familyHistory: source.familyHistory,
      socialHistory: source.socialHistory,
      medications: source.medications,
    },
    examination: '',
    diagnoses: [],
    prescriptions: [],
    labTests: [],
    radiologyStudies: [],
    advice: '',
    revisitDate: '',
  };
}

export function toPayload(
  v: ConsultationValues,
  vitals: VitalsDraft,
  ids: { patientId: string; appointmentId: string | null },
): EncounterInput {
  return {
    patientId: ids.patientId,
    appointmentId: ids.appointmentId,
    vitals: isBlank(vitals) ? null : toVitalsInput(vitals),
    symptoms: v.symptoms,
    medicalHistory: v.medicalHistory,
    examination: v.examination,
    diagnoses: v.diagnoses,
    prescriptions: v.prescriptions.map((p) => ({
      drugId: p.drugId,
      dose: p.dose,
      frequency: p.frequency,
      durationDays: typedNumber(p.durationDays) as number,
      route: p.route as never,
      instructions: p.instructions,
      quantity: typedNumber(p.quantity),
      overrideReason: p.overrideReason,
    })),
    labTests: v.labTests,
    radiologyStudies: v.radiologyStudies,
    advice: v.advice,
    revisitDate: v.revisitDate || null,
  };
}

/** The shared schema's messages keyed by form path ('prescriptions.0.dose', 'vitals.spo2', ...). */
export function consultationErrors(payload: EncounterInput): Record<string, string> | null {
  const parsed = encounterInputSchema.safeParse(payload);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
