import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { PatientAllergies } from '@clinic/shared/allergies';
import type { Role } from '@clinic/shared/auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { activeAdmission } from '../../../testing/fixtures/admissions.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { AdmissionPrintButtons } from './admission-print-buttons.tsx';

/** A medico-legal stay with an attendant, in a private room, seen by a consultant. */
const mlcAdmission: AdmissionDetail = {
  ...activeAdmission,
  ipNumber: 'IP-2026-0042',
  mrn: 'MRN-000777',
  patientName: 'Meena Pillai',
  age: 38,
  gender: 'Female',
  department: 'Orthopaedics',
  admittedBy: 'Dr. Rao',
  treatingDoctor: 'Dr. Shah',
  consultants: [{ doctorId: '5d000000-0000-4000-8000-0000000000b2', name: 'Dr. Menon' }],
  admittedOn: '2026-11-21T05:00:00.000Z',
  ward: 'Ortho Ward',
  roomNumber: '204',
  bedNumber: 'B-2',
  roomType: 'private',
  reason: 'Fracture of the left femur after a road accident',
  attendantName: 'Suresh Pillai',
  attendantRelation: 'Husband',
  attendantPhone: '9876543210',
  isMlc: true,
  mlcNumber: 'MLC/2026/118',
  policeStation: 'Shivajinagar',
};

const allergic: PatientAllergies = {
  allergies: [
    { substance: 'Penicillin', kind: 'Drug', reaction: 'Rash', severity: 'Severe' },
    { substance: 'Peanuts', kind: 'Food', reaction: '', severity: '' },
  ],
  noKnownDrugAllergies: false,
  recorded: true,
};
const noneKnown: PatientAllergies = { allergies: [], noKnownDrugAllergies: true, recorded: true };
const notAsked: PatientAllergies = { allergies: [], noKnownDrugAllergies: false, recorded: false };

let print = vi.fn();
beforeEach(() => {
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
  // jsdom has no canvas; the barcode measures its caption on one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: () => ({ width: 40 }) }) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => vi.restoreAllMocks());

/** The signed-in user, the clinic, and the patient's allergies (or a failed read of them). */
function printApi(roles: Role[], allergies: PatientAllergies | 'fails' = noneKnown) {
  mockMe(roles, { name: 'Kavya Desai' });
  mockClinic();
  let reads = 0;
  server.use(
    http.get(`/api/patients/${activeAdmission.patientId}/allergies`, () => {
      reads += 1;
      return allergies === 'fails'
        ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
        : HttpResponse.json(allergies);
    }),
  );
  return { reads: () => reads };
}

async function printSlip(paper: 'A4' | 'A5') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Print admission slip' }));
  expect(screen.queryByRole('menuitem', { name: '80 mm roll' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('menuitem', { name: paper }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  return screen.getByTestId('admission-slip-print');
}

async function printBand() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Print wristband' }));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  return screen.getByTestId('wristband-print');
}

describe('Admission slip', () => {
  it('prints the stay on the chosen A5 sheet: IP number with its barcode, MLC, attendant and signatures', async () => {
    printApi(['reception']);
    renderWithProviders(<AdmissionPrintButtons admission={mlcAdmission} />);
    const slip = await printSlip('A5');
    expect(slip).toHaveAttribute('data-paper', 'A5');
    expect(slip.querySelector('style')?.textContent).toContain('size: A5;');
    expect(slip.querySelector('style')?.textContent).toContain('Admission Slip · IP-2026-0042');
    expect(within(slip).getByRole('heading', { name: 'Admission Slip' })).toBeInTheDocument();
    expect(within(slip).getByRole('heading', { name: 'Sunrise Clinic' })).toBeInTheDocument();
    expect(within(slip).getByRole('img', { name: 'Barcode IP-2026-0042' })).toBeInTheDocument();
    expect(slip).toHaveTextContent('IP No.: IP-2026-0042');
    expect(slip).toHaveTextContent('MRN: MRN-000777');
    expect(slip).toHaveTextContent('Patient: Meena Pillai');
    expect(slip).toHaveTextContent('Age / sex: 38 Y / Female');
    expect(slip).toHaveTextContent('Admitted on: 21 Nov 2026, 10:30 am');
    expect(slip).toHaveTextContent('Department: Orthopaedics');
    expect(slip).toHaveTextContent('Admitting doctor: Dr. Rao');
    expect(slip).toHaveTextContent('Treating doctor: Dr. Shah');
    expect(slip).toHaveTextContent('Consultants: Dr. Menon');
    expect(slip).toHaveTextContent('Ward / room / bed: Ortho Ward / 204 / B-2');
    expect(slip).toHaveTextContent('Bed class: Private');
    expect(slip).toHaveTextContent('Reason for admission: Fracture of the left femur after a road accident');
    expect(slip).toHaveTextContent('Attendant: Suresh Pillai (Husband), 9876543210');
    expect(slip).toHaveTextContent('Medico-legal case: MLC no. MLC/2026/118, police station Shivajinagar');
    expect(within(slip).getByLabelText('Signature of patient or attendant')).toHaveTextContent(
      'Suresh Pillai (Husband)',
    );
    expect(within(slip).getByLabelText('Signature of admitting clerk')).toHaveTextContent('Admitting clerk');
    expect(slip).toHaveTextContent(/Printed .* by Kavya Desai/);
  });

  it('prints on A4 and leaves out the attendant and the MLC line when there are none', async () => {
    printApi(['reception']);
    renderWithProviders(<AdmissionPrintButtons admission={activeAdmission} />);
    const slip = await printSlip('A4');
    expect(slip).toHaveAttribute('data-paper', 'A4');
    expect(slip).toHaveTextContent('IP No.: IP-2026-0019');
    expect(slip).toHaveTextContent('MRN: MRN-000123');
    expect(slip).toHaveTextContent('Bed class: General');
    expect(slip).not.toHaveTextContent('Medico-legal case');
    expect(slip).not.toHaveTextContent('Attendant:');
    expect(slip).not.toHaveTextContent('Consultants');
    expect(within(slip).getByLabelText('Signature of patient or attendant')).toHaveTextContent('Ravi Kumar');
  });
});

describe('Wristband', () => {
  it('flags recorded allergies in red, with the name, age/sex, MRN, IP number and its barcode', async () => {
    const api = printApi(['nurse'], allergic);
    renderWithProviders(<AdmissionPrintButtons admission={mlcAdmission} />);
    const band = await printBand();
    expect(band).toHaveAttribute('data-paper', 'wristband');
    expect(band.querySelector('style')?.textContent).toContain('size: 250mm 25mm');
    expect(within(band).getByText('Meena Pillai')).toHaveClass('band-name');
    expect(band).toHaveTextContent('38 Y / Female · MRN MRN-000777');
    expect(band).toHaveTextContent('IP IP-2026-0042 · Adm. 21 Nov 2026');
    expect(band).toHaveTextContent('Ortho Ward · Bed B-2');
    expect(within(band).getByRole('img', { name: 'Barcode IP-2026-0042' })).toBeInTheDocument();
    const flag = within(band).getByText(/ALLERGIES:/);
    expect(flag).toHaveTextContent('ALLERGIES: Penicillin, Peanuts');
    expect(flag).toHaveAttribute('data-flag', 'allergic');
    expect(band).not.toHaveTextContent('No known allergies');
    expect(band).toHaveTextContent('by Kavya Desai');
    expect(api.reads()).toBe(1);
  });

  it('says "No known allergies" when the record says none', async () => {
    printApi(['doctor'], noneKnown);
    renderWithProviders(<AdmissionPrintButtons admission={activeAdmission} />);
    const band = await printBand();
    expect(band).toHaveTextContent('No known allergies');
    expect(band).not.toHaveTextContent('ALLERGIES');
    expect(band).toHaveTextContent('IP IP-2026-0019');
    expect(band).toHaveTextContent('MRN MRN-000123');
  });

  it('does not claim "No known allergies" when nobody has recorded them', async () => {
    printApi(['nurse'], notAsked);
    renderWithProviders(<AdmissionPrintButtons admission={activeAdmission} />);
    const band = await printBand();
    expect(band).toHaveTextContent('Allergies not recorded');
    expect(band).not.toHaveTextContent('No known allergies');
  });

  it('sends the reader to the record when the role may not see allergies, without asking the server', async () => {
    const api = printApi(['reception'], allergic);
    renderWithProviders(<AdmissionPrintButtons admission={activeAdmission} />);
    const band = await printBand();
    expect(band).toHaveTextContent('Allergies: see record');
    expect(band).not.toHaveTextContent('Penicillin');
    expect(api.reads()).toBe(0);
  });

  it('sends the reader to the record when the allergies cannot be read', async () => {
    printApi(['nurse'], 'fails');
    renderWithProviders(<AdmissionPrintButtons admission={activeAdmission} />);
    const band = await printBand();
    expect(band).toHaveTextContent('Allergies: see record');
    expect(band).not.toHaveTextContent('No known allergies');
  });

  it('prints one thing at a time: the band replaces a slip printed before it', async () => {
    printApi(['nurse'], noneKnown);
    renderWithProviders(<AdmissionPrintButtons admission={activeAdmission} />);
    await printSlip('A4');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print wristband' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('wristband-print')).toBeInTheDocument();
    expect(screen.queryByTestId('admission-slip-print')).not.toBeInTheDocument();
  });
});
