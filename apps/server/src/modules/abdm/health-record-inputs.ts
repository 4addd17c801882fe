import type { DischargeSummary } from '@clinic/shared/admissions';
import type { Bill } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Encounter } from '@clinic/shared/encounters';
import type { PatientLabTest } from '@clinic/shared/lab';
import { fullName, type Patient } from '@clinic/shared/patients';
import type { CaseDetail } from '@clinic/shared/radiology';
import { plainText } from '../../lib/html-text.ts';
import type {
  CareContextRef,
  DiagnosticInput,
  DischargeSummaryInput,
  DocumentParties,
  InvoiceInput,
  OpConsultInput,
} from './health-document.input.ts';

type Author = DocumentParties['author'];

export function partiesOf(
  clinic: ClinicProfile,
  hfrId: string | null,
  patient: Patient,
  author: Author,
): DocumentParties {
  return {
    hospital: {
      name: clinic.name,
      address: clinic.address ?? '',
      phone: clinic.phone ?? '',
      hfrId,
      gstin: clinic.gstin || null,
    },
    patient: {
      mrn: patient.mrn,
      name: fullName({ ...patient, title: null }),
      gender: patient.gender,
      birthDate: patient.dateOfBirth,
      phone: patient.phone,
      address: [patient.address, patient.city, patient.state, patient.pinCode].filter(Boolean).join(', '),
      abhaNumber: patient.abhaNumber,
      abhaAddress: patient.abhaAddress,
    },
    author,
  };
}

/** The vitals of a visit with their LOINC codes and UCUM units; blood pressure as its two readings. */
function vitalsOf(v: Encounter['vitals']): OpConsultInput['vitals'] {
  if (!v) return [];
  const [systolic, diastolic] = (v.bloodPressure ?? '').split('/').map(Number);
  const all = [
    { name: 'Systolic blood pressure', loinc: '8480-6', value: systolic, unit: 'mmHg', ucum: 'mm[Hg]' },
    { name: 'Diastolic blood pressure', loinc: '8462-4', value: diastolic, unit: 'mmHg', ucum: 'mm[Hg]' },
    { name: 'Heart rate', loinc: '8867-4', value: v.heartRate, unit: 'beats/min', ucum: '/min' },
    { name: 'Body temperature', loinc: '8310-5', value: v.temperature, unit: '°F', ucum: '[degF]' },
    { name: 'Oxygen saturation', loinc: '59408-5', value: v.spo2, unit: '%', ucum: '%' },
    { name: 'Body height', loinc: '8302-2', value: v.height, unit: 'cm', ucum: 'cm' },
    { name: 'Body weight', loinc: '29463-7', value: v.weight, unit: 'kg', ucum: 'kg' },
    { name: 'Body mass index', loinc: '39156-5', value: v.bmi, unit: 'kg/m²', ucum: 'kg/m2' },
  ];
  return all.filter((x): x is typeof x & { value: number } => typeof x.value === 'number' && Number.isFinite(x.value));
}

export function visitContext(e: Pick<Encounter, '_id' | 'createdAt' | 'doctorName'>, label: string): CareContextRef {
  return { kind: 'op-visit', id: e._id, label: `OP visit, ${label}, ${e.doctorName}`, at: e.createdAt, setting: 'AMB' };
}

export function opConsultInput(
  e: Encounter,
  parties: (author: Author) => DocumentParties,
  day: string,
): OpConsultInput {
  return {
    context: visitContext(e, day),
    parties: parties({
      name: e.doctorName,
      qualification: e.doctorQualification,
      registrationNumber: e.doctorRegistrationNumber,
    }),
    date: e.createdAt,
    symptoms: e.symptoms,
    examination: e.examination,
    diagnoses: e.diagnoses,
    allergies: e.allergies,
    vitals: vitalsOf(e.vitals),
    medications: e.prescriptions.map((p) => ({
      drugId: p.drugId,
      name: p.drugName,
      dose: p.dose,
      frequency: p.frequency,
      durationDays: p.durationDays,
      route: p.route,
      instructions: p.instructions,
    })),
    advice: e.advice,
    followUpDate: e.revisitDate,
  };
}

export function labInput(
  test: PatientLabTest,
  parties: (author: Author) => DocumentParties,
): DiagnosticInput | undefined {
  const report = test.reports.find((r) => r.approvedAt);
  if (!report?.approvedAt) return undefined;
  const setting = test.admissionId ? 'IMP' : 'AMB';
  return {
    context: { kind: 'lab-order', id: test.orderId, label: test.serviceName, at: test.orderedAt, setting },
    parties: parties({
      name: report.approvedBy ?? report.enteredBy,
      qualification: report.approvedByQualification,
      registrationNumber: report.approvedByRegistration,
    }),
    date: report.approvedAt,
    category: 'lab',
    title: test.serviceName,
    issued: report.approvedAt,
    results: report.results.map((r) => ({
      name: r.name,
      value: r.value,
      unit: r.unit,
      flag: r.flag,
      range: r.rangeText,
    })),
    conclusion: [report.condition, report.comment].filter(Boolean).join('. '),
  };
}

export function imagingInput(
  study: CaseDetail,
  parties: (author: Author) => DocumentParties,
): DiagnosticInput | undefined {
  const report = study.report;
  if (!report?.signedAt) return undefined;
  const addenda = report.addenda.map((a) => `Addendum: ${plainText(a.content)}`);
  return {
    context: { kind: 'radiology-study', id: study._id, label: study.serviceName, at: study.orderedAt, setting: 'AMB' },
    parties: parties({
      name: report.signedBy ?? report.updatedBy,
      qualification: report.signerQualification,
      registrationNumber: report.signerRegistration,
    }),
    date: report.signedAt,
    category: 'imaging',
    title: `${study.serviceName} (${study.modality})`,
    issued: report.signedAt,
    results: [],
    conclusion: [plainText(report.content), ...addenda].join('\n'),
  };
}

export function dischargeInput(
  summary: DischargeSummary,
  stay: { ipNumber: string; department: string; admittedAt: Date; dischargedAt: Date | null },
  parties: (author: Author) => DocumentParties,
): DischargeSummaryInput {
  const date = summary.finalizedAt ?? summary.updatedAt;
  return {
    context: {
      kind: 'stay',
      id: summary.admissionId,
      label: `${stay.ipNumber}, ${stay.department}`,
      at: stay.admittedAt.toISOString(),
      setting: 'IMP',
      endedAt: stay.dischargedAt?.toISOString() ?? null,
    },
    parties: parties({
      name: summary.writtenBy,
      qualification: summary.doctorQualification,
      registrationNumber: summary.doctorRegistrationNumber,
    }),
    date,
    diagnoses: summary.diagnoses,
    procedures: summary.procedures,
    course: summary.course,
    condition: summary.condition,
    medications: summary.medicines.map((m, i) => ({
      drugId: `home-medicine-${i + 1}`,
      name: m.name,
      dose: m.dose ?? '',
      frequency: m.frequency ?? '',
      durationDays: m.durationDays ?? null,
      route: '',
      instructions: m.instructions ?? '',
    })),
    advice: summary.advice,
    followUpDate: summary.followUpDate,
  };
}

export function invoiceInput(bill: Bill, parties: (author: Author) => DocumentParties): InvoiceInput {
  const lines = bill.lines.map((l) => ({
    description: l.description,
    quantity: l.quantity,
    netPaise: l.amountPaise - l.discountPaise,
    taxPaise: l.taxPaise,
  }));
  return {
    context: {
      kind: 'bill',
      id: bill._id,
      label: `Bill ${bill.number}`,
      at: bill.finalizedAt,
      setting: bill.kind === 'IP' ? 'IMP' : 'AMB',
    },
    parties: parties({ name: bill.finalizedBy, qualification: null, registrationNumber: null }),
    date: bill.finalizedAt,
    number: bill.number,
    lines,
    netPaise: lines.reduce((sum, l) => sum + l.netPaise, 0),
    grossPaise: bill.totalPaise,
  };
}
