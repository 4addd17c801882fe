/**
 * What the ABDM health documents are built from, gathered from the record by the health records
 * service. The builders are pure functions of these: the same record gives the same bundle.
 * Amounts are in paise; instants are ISO strings.
 */
export type DocumentParties = {
  hospital: { name: string; address: string; phone: string; hfrId: string | null; gstin: string | null };
  patient: {
    mrn: string;
    name: string;
    gender: string;
    birthDate: string | null;
    phone: string;
    address: string;
    /** As the card prints it (12-3456-7890-1234). */
    abhaNumber: string | null;
    abhaAddress: string | null;
  };
  /** Who wrote and signed the record. */
  author: { name: string; qualification: string | null; registrationNumber: string | null };
};

export type CodedText = { code: string | null; description: string };

export type Medication = {
  /** The hospital's own drug id: no national drug code list is held. */
  drugId: string;
  name: string;
  dose: string;
  frequency: string;
  durationDays: number | null;
  route: string;
  instructions: string;
};

/** The care context a document belongs to: an OP visit, a stay, a lab order or a radiology study. */
export type CareContextRef = {
  kind: 'op-visit' | 'stay' | 'lab-order' | 'radiology-study' | 'bill';
  /** Our id of it (the encounter, admission, order or bill). */
  id: string;
  /** What staff and the patient know it by ("OP visit 25 Nov 2026", "IP-2026-000042"). */
  label: string;
  /** When it happened or began. */
  at: string;
  /** IMP for a stay, AMB otherwise. */
  setting: 'AMB' | 'IMP';
  /** When a stay ended. */
  endedAt?: string | null;
};

type Base = { context: CareContextRef; parties: DocumentParties; date: string };

export type OpConsultInput = Base & {
  symptoms: string;
  examination: string;
  diagnoses: readonly CodedText[];
  allergies: readonly string[];
  vitals: readonly { name: string; loinc: string; value: number; unit: string; ucum: string }[];
  medications: readonly Medication[];
  advice: string;
  followUpDate: string | null;
};

export type PrescriptionInput = Base & { medications: readonly Medication[]; diagnoses: readonly CodedText[] };

export type DiagnosticInput = Base & {
  category: 'lab' | 'imaging';
  title: string;
  issued: string;
  results: readonly { name: string; value: string; unit: string; flag: string | null; range: string }[];
  conclusion: string;
};

export type DischargeSummaryInput = Base & {
  diagnoses: readonly CodedText[];
  procedures: string;
  course: string;
  condition: string;
  medications: readonly Medication[];
  advice: string;
  followUpDate: string | null;
};

export type InvoiceInput = Base & {
  number: string;
  lines: readonly { description: string; quantity: number; netPaise: number; taxPaise: number }[];
  netPaise: number;
  grossPaise: number;
};
