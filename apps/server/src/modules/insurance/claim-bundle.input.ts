/**
 * What a claim bundle is built from, gathered by the claim file service from the stay, its bill,
 * its cover and its papers. Amounts are in paise; instants are ISO strings.
 */
export type ClaimBundleInput = {
  /** `preauthorization` for the cashless request, `claim` for the bill after discharge. */
  use: 'preauthorization' | 'claim';
  /** The stable number the bundle is known by (the bill's or the claim case's number). */
  number: string;
  createdAt: string;
  hospital: {
    name: string;
    address: string;
    phone: string;
    rohiniId: string | null;
    gstin: string | null;
  };
  payer: { name: string; code: string; participantCode: string };
  tpa: { name: string; code: string; participantCode: string } | null;
  patient: {
    mrn: string;
    name: string;
    gender: string;
    birthDate: string | null;
    phone: string;
    address: string;
  };
  coverage: {
    policyNumber: string;
    memberId: string;
    relation: string;
    validFrom: string;
    validTo: string;
  };
  stay: {
    ipNumber: string;
    admittedAt: string;
    dischargedAt: string | null;
    dischargeType: string | null;
    department: string;
  };
  doctor: { name: string; registrationNumber: string | null; qualification: string | null } | null;
  diagnoses: readonly { code: string | null; description: string }[];
  procedures: readonly { name: string; performedAt: string | null; done: boolean; packageCode: string | null }[];
  items: readonly {
    description: string;
    section: string;
    quantity: number;
    unitPricePaise: number;
    netPaise: number;
  }[];
  totalPaise: number;
  /** The payer's reference on its approval of the cashless request. */
  preAuthRef: string | null;
  /** Papers sent with the claim, coded as the claims exchange codes them (HDS, INV, DIA, ...). */
  documents: readonly { code: string; title: string; contentType: string; data: Buffer }[];
};
