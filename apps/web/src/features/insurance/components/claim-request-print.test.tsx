import type { IpBillView } from '@clinic/shared/billing';
import { estimateSchema, type ClaimCase, type Coverage, type StayClaims } from '@clinic/shared/insurance';
import type { Patient } from '@clinic/shared/patients';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clinicProfile, mockClinic } from '../../../testing/clinic.ts';
import { admissionId, view } from '../../../testing/fixtures/billing.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { ClaimRequestPrint } from './claim-request-print.tsx';
import { ClaimsPanel } from './claims-panel.tsx';

const coverageId = 'c1000000-0000-4000-8000-0000000000d1';
const patientId = view.patient._id;

/** Ravi Kumar's gall bladder: surgery in a semi-private room, a diabetic and hypertensive patient. */
const stay: IpBillView = {
  ...view,
  admission: { ...view.admission, consultant: 'Dr. Priya Sharma', ward: 'Surgical Ward B', roomType: 'Semi-private' },
};

const claim = (over: Partial<ClaimCase> = {}): ClaimCase => ({
  _id: 'cl000000-0000-4000-8000-0000000000d1',
  number: 'PA-2026-0007',
  admissionId,
  coverageId,
  payerName: 'Star Health',
  tpaName: 'Medi Assist',
  policyNumber: 'P/2026/77',
  status: 'Requested',
  stage: 'Pre-auth',
  request: {
    complaints: 'Pain in the right upper abdomen for 3 days',
    findings: 'Tender gall bladder, fever',
    provisionalDiagnosis: 'Acute calculous cholecystitis',
    icd10Code: 'K80.0',
    lineOfTreatment: 'Surgical',
    plannedProcedure: 'Laparoscopic cholecystectomy',
    expectedDays: 3,
    isAccident: false,
    reportedToPolice: false,
    firNumber: '',
    isMaternity: false,
    expectedDeliveryDate: null,
    chronicIllnesses: ['Diabetes', 'Hypertension'],
    estimate: { ...estimateSchema.parse({}), roomPaise: 12_000_00, otPaise: 1_23_456_00 },
  },
  requestedPaise: 1_35_456_00,
  approvedPaise: 0,
  enhancements: 0,
  payerReference: '',
  waitingSince: '2026-11-21T06:00:00.000Z',
  limitMinutes: 60,
  events: [],
  createdAt: '2026-11-21T05:30:00.000Z',
  updatedAt: '2026-11-21T06:00:00.000Z',
  ...over,
});

const patient: Patient = {
  _id: patientId,
  mrn: 'MRN-000123',
  iquma: null,
  abhaNumber: null,
  abhaAddress: null,
  abhaWarning: null,
  patientCategory: null,
  title: 'Mr.',
  givenName: 'Ravi',
  middleName: null,
  familyName: 'Kumar',
  dateOfBirth: '1972-03-14',
  age: 54,
  gender: 'Male',
  maritalStatus: 'Married',
  email: null,
  phone: '9876543210',
  address: '4 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411001',
  isAdmitted: true,
  profileImage: null,
  grandfatherName: null,
  bloodGroup: null,
  occupation: 'Teacher',
  nationality: 'Indian',
  insuranceProvider: 'Star Health',
  insuranceId: 'MA-55-0192',
  insuranceValidity: '2027-03-31',
  emergencyContactName: null,
  emergencyContactRelation: null,
  emergencyContactPhone: null,
  messageChannel: null,
  messageLanguage: 'en',
  messageConsentAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const cover = (over: Partial<Coverage> = {}): Coverage => ({
  _id: coverageId,
  patientId,
  payerId: 'p1000000-0000-4000-8000-0000000000d1',
  payerName: 'Star Health',
  payerKind: 'Insurer',
  tpaId: 'p1000000-0000-4000-8000-0000000000d2',
  tpaName: 'Medi Assist',
  policyNumber: 'P/2026/77',
  memberId: 'MA-55-0192',
  employeeId: '',
  relation: 'Spouse',
  primaryMemberName: 'Lata Kumar',
  sumInsuredPaise: 5_00_000_00,
  copayPercent: 0,
  roomRentLimitPaise: 0,
  deductiblePaise: 0,
  validFrom: '2026-04-01',
  validTo: '2027-03-31',
  isActive: true,
  card: null,
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...over,
});

const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
const part = (sheet: HTMLElement, title: string) => within(sheet).getByRole('region', { name: title });

describe('The cashless request form print', () => {
  it('prints the request in the form’s parts: hospital with its ROHINI ID, insured, clinical part ticked, estimate and history', () => {
    render(
      <ClaimRequestPrint
        claim={claim()}
        stay={stay}
        patient={patient}
        cover={cover()}
        clinic={clinicProfile}
        printedBy="Asha Menon"
      />,
    );
    const sheet = screen.getByTestId('claim-request-print');
    expect(sheet).toHaveTextContent(
      'Request for cashless hospitalisation for health insurance policy — Part C (revised)',
    );
    expect(
      within(sheet)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual([
      'Details of the TPA / insurer and the hospital',
      'To be filled by the insured / patient',
      'To be filled by the treating doctor / hospital',
      'Details of the patient admitted',
      'Estimated cost of hospitalisation',
      'Mandatory past history of chronic illness',
      'Declarations',
    ]);

    const payer = part(sheet, 'Details of the TPA / insurer and the hospital');
    expect(payer).toHaveTextContent('Name of TPA / insurer: Medi Assist');
    expect(payer).toHaveTextContent('Insurer: Star Health');
    expect(payer).toHaveTextContent('Claim number: PA-2026-0007 (Pre-auth)');
    expect(payer).toHaveTextContent('Name of the hospital: Sunrise Clinic');
    expect(payer).toHaveTextContent('ROHINI ID: 8900080336474');

    const insured = part(sheet, 'To be filled by the insured / patient');
    expect(insured).toHaveTextContent('Name of the patient: Mr. Ravi Kumar');
    expect(insured).toHaveTextContent('Age / date of birth: 54 years / 14 Mar 1972');
    expect(insured).toHaveTextContent('Policy number: P/2026/77');
    expect(insured).toHaveTextContent('Insured card ID (member ID): MA-55-0192');
    expect(insured).toHaveTextContent('Relation to the primary member: Spouse of Lata Kumar');
    expect(insured).toHaveTextContent('Occupation: Teacher');
    expect(insured).toHaveTextContent('Current address: 4 Lake View, Pune, Maharashtra, 411001');

    const clinical = part(sheet, 'To be filled by the treating doctor / hospital');
    expect(clinical).toHaveTextContent('Name of the treating doctor: Dr. Priya Sharma');
    expect(clinical).toHaveTextContent('Provisional diagnosis: Acute calculous cholecystitis · ICD-10 code: K80.0');
    expect(within(clinical).getByText('☑ Surgical')).toBeInTheDocument();
    expect(within(clinical).getByText('☐ Medical')).toBeInTheDocument();
    expect(within(clinical).queryByText('☑ Medical')).not.toBeInTheDocument();
    expect(clinical).toHaveTextContent('Room type: Surgical Ward B (Semi-private)');
    expect(clinical).toHaveTextContent('In case of accident: ☐ Yes☑ No · Reported to police: ☐ Yes☑ No · FIR no.: —');

    const admitted = part(sheet, 'Details of the patient admitted');
    expect(admitted).toHaveTextContent('Date of admission: 21 Nov 2026');
    expect(admitted).toHaveTextContent('Time of admission: 10:30 am');
    // Not recorded: both boxes are left for the desk to tick.
    expect(admitted).toHaveTextContent('Hospitalisation: ☐ Emergency☐ Planned');

    const [lines, totals] = within(part(sheet, 'Estimated cost of hospitalisation')).getAllByRole('table');
    expect(within(lines!).getAllByRole('row').map(cells)).toEqual([
      ['Head', 'Expected cost'],
      ['Room rent', '₹12,000.00'],
      ['Nursing and service', '₹0.00'],
      ['ICU', '₹0.00'],
      ['Operation theatre', '₹1,23,456.00'],
      ['Professional fees', '₹0.00'],
      ['Medicines and consumables', '₹0.00'],
      ['Implants', '₹0.00'],
      ['Investigations', '₹0.00'],
      ['Package', '₹0.00'],
      ['Other', '₹0.00'],
    ]);
    expect(within(totals!).getAllByRole('row').map(cells)).toEqual([
      ['Sum total expected cost of hospitalisation', '₹1,35,456.00'],
    ]);

    const history = part(sheet, 'Mandatory past history of chronic illness');
    expect(within(history).getByText('☑ Diabetes')).toBeInTheDocument();
    expect(within(history).getByText('☑ Hypertension')).toBeInTheDocument();
    expect(within(history).getByText('☐ Cancer')).toBeInTheDocument();

    const declarations = part(sheet, 'Declarations');
    expect(within(declarations).getByLabelText('Treating doctor')).toHaveTextContent('Name: Dr. Priya Sharma');
    expect(within(declarations).getByLabelText('Patient / insured')).toHaveTextContent(
      'Name: Mr. Ravi KumarContact number: 9876543210',
    );
    expect(within(declarations).getByLabelText('Hospital seal and authorised signatory')).toBeInTheDocument();
  });

  it('without the patient’s record keeps the name and phone the bill carries, and prints an accident and a delivery date', () => {
    const accident = claim({
      request: {
        ...claim().request,
        isAccident: true,
        reportedToPolice: true,
        firNumber: 'FIR 118/2026',
        isMaternity: true,
        expectedDeliveryDate: '2026-12-20',
      },
    });
    render(
      <ClaimRequestPrint
        claim={accident}
        stay={stay}
        patient={null}
        cover={null}
        clinic={clinicProfile}
        printedBy="x"
      />,
    );
    const sheet = screen.getByTestId('claim-request-print');
    const insured = part(sheet, 'To be filled by the insured / patient');
    expect(insured).toHaveTextContent('Name of the patient: Ravi Kumar');
    expect(insured).toHaveTextContent('Contact number: 9876543210');
    // The claim still names its policy; the rest is for the insured to write in.
    expect(insured).toHaveTextContent('Policy number: P/2026/77');
    expect(insured).not.toHaveTextContent('Occupation');
    const clinical = part(sheet, 'To be filled by the treating doctor / hospital');
    expect(clinical).toHaveTextContent(
      'In case of accident: ☑ Yes☐ No · Reported to police: ☑ Yes☐ No · FIR no.: FIR 118/2026',
    );
    expect(clinical).toHaveTextContent('In case of maternity: ☑ Yes☐ No · Expected date of delivery: 20 Dec 2026');
  });
});

describe('The print request form button', () => {
  let print = vi.fn();
  beforeEach(() => {
    print = vi.fn();
    vi.spyOn(window, 'print').mockImplementation(print);
  });

  const stayClaims = (): StayClaims => ({
    coverageId,
    cases: [claim(), claim({ _id: 'old', number: 'PA-2026-0003', status: 'Cancelled', coverageId: 'other' })],
    meter: null,
  });

  it('prints a requested claim for a claims reader, reading the stay, the patient and the cover; a cancelled one has no button', async () => {
    mockMe(['billing']);
    mockClinic();
    server.use(
      http.get(`/api/admissions/${admissionId}/claims`, () => HttpResponse.json(stayClaims())),
      http.get(`/api/billing/ip/${admissionId}`, () => HttpResponse.json(stay)),
      http.get('/api/claims/:id/documents', () => HttpResponse.json({ documents: [], required: [], missing: [] })),
      http.get(`/api/patients/${patientId}`, () => HttpResponse.json(patient)),
      http.get(`/api/patients/${patientId}/coverages`, () =>
        HttpResponse.json([cover({ _id: 'other', memberId: 'OLD-1' }), cover()]),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    const live = await screen.findByRole('region', { name: 'Claim PA-2026-0007' });
    const cancelled = screen.getByRole('region', { name: 'Claim PA-2026-0003' });
    expect(within(cancelled).queryByRole('button', { name: 'Print request form' })).not.toBeInTheDocument();

    await user.click(within(live).getByRole('button', { name: 'Print request form' }));
    const sheet = await screen.findByTestId('claim-request-print');
    expect(print).toHaveBeenCalledTimes(1);
    expect(sheet).toHaveTextContent('ROHINI ID: 8900080336474');
    expect(sheet).toHaveTextContent('Insured card ID (member ID): MA-55-0192');
    expect(sheet).toHaveTextContent('Name of the treating doctor: Dr. Priya Sharma');
  });

  it('is enough to hold claims.read: the patient’s record and covers are not asked for, their lines left blank', async () => {
    // Any request for the patient or the covers would fail the test (no reply is declared).
    mockMe(['reception'], { permissions: ['claims.read', 'ip-bills.read'] });
    mockClinic();
    server.use(
      http.get(`/api/admissions/${admissionId}/claims`, () => HttpResponse.json(stayClaims())),
      http.get(`/api/billing/ip/${admissionId}`, () => HttpResponse.json(stay)),
      http.get('/api/claims/:id/documents', () => HttpResponse.json({ documents: [], required: [], missing: [] })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClaimsPanel admissionId={admissionId} />);
    await user.click(await screen.findByRole('button', { name: 'Print request form' }));
    const sheet = await screen.findByTestId('claim-request-print');
    expect(part(sheet, 'To be filled by the insured / patient')).toHaveTextContent('Name of the patient: Ravi Kumar');
    expect(screen.queryByRole('button', { name: 'Send to payer' })).not.toBeInTheDocument();
  });
});
