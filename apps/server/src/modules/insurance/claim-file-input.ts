import type { DischargeSummary } from '@clinic/shared/admissions';
import type { Bill } from '@clinic/shared/billing';
import { ESTIMATE_HEADS, estimateTotal, type ClaimCase, type EstimateHead } from '@clinic/shared/insurance';
import { displayDate } from '@clinic/shared/dates';
import type { ClaimBundleInput } from './claim-bundle.input.ts';
import type { claimFileRepository } from './claim-file.repository.ts';
import type { ClaimPaper } from './claim-file.service.ts';
import type { PaperHead } from './claim-papers.ts';

type Repo = typeof claimFileRepository;

/** Everything a claim file is drawn from, read once. */
export type ClaimFileSources = {
  row: NonNullable<Awaited<ReturnType<Repo['billOf']>>>;
  coverage: NonNullable<Awaited<ReturnType<Repo['coverage']>>>;
  hospital: Awaited<ReturnType<Repo['hospital']>>;
  surgeries: Awaited<ReturnType<Repo['surgeries']>>;
  stayPackage: Awaited<ReturnType<Repo['packageOf']>>;
  bill: Bill;
  claim: ClaimCase | null;
  summary: DischargeSummary | null;
  timeZone: string;
};

const letterheadOf = (h: ClaimFileSources['hospital']): string[] =>
  [
    h?.name ?? 'Hospital',
    ...(h?.address ? [h.address] : []),
    [
      h?.phone ? `Phone ${h.phone}` : '',
      h?.gstin ? `GSTIN ${h.gstin}` : '',
      h?.rohiniId ? `Rohini ID ${h.rohiniId}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  ].filter(Boolean);

const nameOf = (p: ClaimFileSources['row']['patient']) =>
  [p.givenName, p.middleName, p.familyName].filter(Boolean).join(' ');

const addressOf = (p: ClaimFileSources['row']['patient']) =>
  [p.address, p.city, p.state, p.pinCode].filter(Boolean).join(', ');

export function paperHeadOf(s: ClaimFileSources): PaperHead {
  const c = s.coverage;
  return {
    letterhead: letterheadOf(s.hospital),
    timeZone: s.timeZone,
    facts: [
      ['Patient', `${nameOf(s.row.patient)} (${s.row.patient.mrn})`],
      ['Gender', s.row.patient.gender],
      ['Stay', `${s.row.stay.ipNumber}, ${s.row.stay.department}`],
      ['Treating doctor', s.row.doctor.name],
      ['Payer', c.tpa?.name ? `${c.payer.name} through ${c.tpa.name}` : c.payer.name],
      ['Policy', `${c.c.policyNumber || c.c.employeeId}${c.c.memberId ? `, member ${c.c.memberId}` : ''}`],
      ['Cover valid', `${displayDate(c.c.validFrom)} to ${displayDate(c.c.validTo)}`],
      [
        'Claim',
        s.claim
          ? `${s.claim.number}${s.claim.payerReference ? `, payer ref. ${s.claim.payerReference}` : ''}`
          : 'No pre-authorisation',
      ],
    ],
  };
}

type StayRow = NonNullable<Awaited<ReturnType<Repo['stayOf']>>>;

/** The parties and the stay, the same in a pre-authorisation and a claim. */
function partiesOf(
  row: StayRow,
  c: ClaimFileSources['coverage'],
  hospital: ClaimFileSources['hospital'],
): Pick<ClaimBundleInput, 'hospital' | 'payer' | 'tpa' | 'patient' | 'coverage' | 'stay' | 'doctor'> {
  return {
    hospital: {
      name: hospital?.name ?? 'Hospital',
      address: hospital?.address ?? '',
      phone: hospital?.phone ?? '',
      rohiniId: hospital?.rohiniId ?? null,
      gstin: hospital?.gstin ?? null,
    },
    payer: c.payer,
    tpa: c.tpa?.name
      ? { name: c.tpa.name, code: c.tpa.code ?? '', participantCode: c.tpa.participantCode ?? '' }
      : null,
    patient: {
      mrn: row.patient.mrn,
      name: nameOf(row.patient),
      gender: row.patient.gender,
      birthDate: row.patient.dateOfBirth,
      phone: row.patient.phone ?? '',
      address: addressOf(row.patient),
    },
    coverage: {
      policyNumber: c.c.policyNumber || c.c.employeeId,
      memberId: c.c.memberId,
      relation: c.c.relation,
      validFrom: c.c.validFrom,
      validTo: c.c.validTo,
    },
    stay: {
      ipNumber: row.stay.ipNumber,
      admittedAt: row.stay.admittedAt.toISOString(),
      dischargedAt: row.stay.dischargedAt?.toISOString() ?? null,
      dischargeType: row.stay.dischargeType,
      department: row.stay.department,
    },
    doctor: row.doctor,
  };
}

type Paper = Pick<ClaimPaper, 'code' | 'title' | 'contentType' | 'data'>;
const asDocuments = (papers: readonly Paper[]) =>
  papers.map((p) => ({ code: p.code, title: p.title, contentType: p.contentType, data: p.data }));

/** The claim bundle's input from the sources: the bill's lines as items, their sum as the claim. */
export function bundleInputOf(s: ClaimFileSources, papers: readonly ClaimPaper[], now: Date): ClaimBundleInput {
  const { row, bill, claim } = s;
  const done = s.surgeries.filter((o) => o.status === 'Completed');
  // The discharge summary's final diagnoses, else the provisional one the payer approved.
  const diagnoses = s.summary?.diagnoses.length
    ? s.summary.diagnoses
    : claim
      ? [{ code: claim.request.icd10Code || null, description: claim.request.provisionalDiagnosis }]
      : [{ code: null, description: row.stay.reason || row.stay.department }];
  return {
    use: 'claim',
    number: bill.number,
    createdAt: now.toISOString(),
    ...partiesOf(row, s.coverage, s.hospital),
    diagnoses,
    // A claim is for what was done: operations called off or never started stay out of it.
    procedures: [
      ...done.map((o, i) => ({
        name: o.name,
        performedAt: o.startedAt?.toISOString() ?? null,
        done: true,
        packageCode: i === 0 ? (s.stayPackage?.code ?? null) : null,
      })),
      ...(done.length === 0 && s.stayPackage
        ? [{ name: s.stayPackage.name, performedAt: null, done: true, packageCode: s.stayPackage.code }]
        : []),
    ],
    items: bill.lines.map((l) => ({
      description: l.description,
      section: l.section,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      netPaise: l.totalPaise,
    })),
    totalPaise: bill.lines.reduce((sum, l) => sum + l.totalPaise, 0),
    preAuthRef: claim?.payerReference || null,
    documents: asDocuments(papers),
  };
}

/**
 * A cashless request's bundle (`use` preauthorization): the form's cost heads as items, the
 * provisional diagnosis, the planned procedure or package, and the papers attached to the case.
 */
export function preauthInputOf(
  p: {
    row: StayRow;
    coverage: ClaimFileSources['coverage'];
    hospital: ClaimFileSources['hospital'];
    stayPackage: ClaimFileSources['stayPackage'];
    claim: ClaimCase;
    documents: readonly Paper[];
  },
  now: Date,
): ClaimBundleInput {
  const r = p.claim.request;
  const heads = (Object.entries(ESTIMATE_HEADS) as [EstimateHead, string][]).filter(([key]) => r.estimate[key] > 0);
  const planned = r.plannedProcedure || p.stayPackage?.name;
  return {
    use: 'preauthorization',
    number: p.claim.number,
    createdAt: now.toISOString(),
    ...partiesOf(p.row, p.coverage, p.hospital),
    diagnoses: [{ code: r.icd10Code || null, description: r.provisionalDiagnosis }],
    procedures: planned
      ? [{ name: planned, performedAt: null, done: false, packageCode: p.stayPackage?.code ?? null }]
      : [],
    items: heads.map(([key, label]) => ({
      description: label,
      section: key === 'packagePaise' ? 'Package' : 'Estimate',
      quantity: 1,
      unitPricePaise: r.estimate[key],
      netPaise: r.estimate[key],
    })),
    totalPaise: estimateTotal(r.estimate),
    // An enhancement or the final approval rides on the payer's first approval.
    preAuthRef: p.claim.stage === 'Pre-auth' ? null : p.claim.payerReference || null,
    documents: asDocuments(p.documents),
  };
}
