import type { ClaimRequestInput, CoverageInput, PayerInput } from '@clinic/shared/insurance';

/**
 * The demo's payers: two TPAs, an insurer, a government scheme and an employer, as a private
 * hospital's billing desk would have them. GSTINs pass the check character; contacts are made up.
 */
export const DEMO_PAYERS: PayerInput[] = [
  {
    name: 'Star Health and Allied Insurance',
    kind: 'Insurer',
    code: 'STAR',
    participantCode: '1000003538@sbx',
    contactName: 'Network Hospitals Desk',
    phone: '04428302200',
    email: 'network@starhealth.example',
    address: 'No. 1, New Tank Street, Valluvarkottam High Road, Nungambakkam, Chennai 600034',
    creditDays: 30,
    requiredDocuments: ['HDS', 'INV', 'MB', 'DIA', 'RAD', 'PAU', 'POI'],
  },
  {
    name: 'Medi Assist Insurance TPA',
    kind: 'TPA',
    code: 'MEDIASSIST',
    contactName: 'Cashless Desk',
    phone: '08046856685',
    email: 'cashless@mediassist.example',
    address: 'Tower D, IBC Knowledge Park, Bannerghatta Road, Bengaluru 560029',
    creditDays: 30,
  },
  {
    name: 'Paramount Health Services TPA',
    kind: 'TPA',
    code: 'PARAMOUNT',
    contactName: 'Pre-auth Team',
    phone: '02266620808',
    email: 'preauth@paramount.example',
    address: 'Marol, Andheri (East), Mumbai 400059',
    creditDays: 45,
  },
  {
    name: 'Ayushman Bharat PM-JAY',
    kind: 'Government scheme',
    code: 'PMJAY',
    contactName: 'State Health Agency',
    phone: '14555',
    creditDays: 15,
    requiredDocuments: ['HDS', 'INV', 'DIA', 'OTR', 'POI'],
  },
  {
    name: 'Deccan Textiles Ltd',
    kind: 'Corporate',
    code: 'DECCANTEX',
    contactName: 'HR Medical Benefits',
    phone: '02026054321',
    email: 'medical@deccantex.example',
    address: 'Hadapsar Industrial Estate, Pune 411013',
    creditDays: 60,
  },
];

/** The admitted demo patient's family floater, handled by a TPA: the insured stay in progress. */
export const DEMO_COVER = {
  payer: 'STAR',
  tpa: 'MEDIASSIST',
  cover: {
    policyNumber: 'P/181100/01/2026/004512',
    memberId: 'MA-7784512-01',
    relation: 'Self',
    sumInsuredPaise: 5_00_000_00,
    copayPercent: 10,
    roomRentLimitPaise: 5_000_00,
    deductiblePaise: 1_000_00,
  } satisfies Omit<CoverageInput, 'payerId' | 'validFrom' | 'validTo'>,
};

/** The insured stay's pre-authorisation: asked for at admission and approved by the TPA. */
export const DEMO_CLAIM = {
  request: {
    complaints: 'Chest pain on exertion for two weeks, breathlessness',
    findings: 'ECG: ST depression in V4-V6; troponin negative',
    provisionalDiagnosis: 'Unstable angina',
    icd10Code: 'I20.0',
    lineOfTreatment: 'Medical',
    expectedDays: 4,
    chronicIllnesses: ['Hypertension'],
    estimate: {
      roomPaise: 7_200_00,
      nursingPaise: 2_000_00,
      professionalPaise: 8_000_00,
      medicinesPaise: 12_000_00,
      investigationsPaise: 10_800_00,
    },
  } satisfies ClaimRequestInput,
  requestReference: 'MA-PA-2611-004512',
  approvedPaise: 35_000_00,
  approvalReference: 'MA-AL-2611-88310',
};
