import type { PatientAllergies } from '@clinic/shared/allergies';
import type { PatientSummary } from '@clinic/shared/patients';
import type { Sale, Sellable } from '@clinic/shared/pharmacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { patientLookups } from '../../../features/pharmacy/components/registered-patient-picker.tsx';
import { mockClinic } from '../../../testing/clinic.ts';
import { pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { CounterSalePage } from './counter-sale-page.tsx';

const sunita: PatientSummary = {
  _id: 'p0000000-0000-4000-8000-000000000071',
  mrn: 'MRN-000071',
  title: 'Mrs.',
  givenName: 'Sunita',
  middleName: null,
  familyName: 'Deshmukh',
  age: 34,
  gender: 'Female',
  phone: '9422012345',
  isAdmitted: false,
};
const amoxicillin: Sellable = {
  drugId: 'd1000000-0000-4000-8000-000000000002',
  drugName: 'Amoxicillin 500mg Capsule',
  schedule: 'OTC',
  hsn: '30042019',
  gstRate: 12,
  unitsPerPack: 10,
  stock: 200,
  batch: {
    batchId: 'a1000000-0000-4000-8000-000000000102',
    batchNumber: 'AMX2701',
    expiryDate: '2027-08-31',
    available: 200,
    quantity: 1,
    mrpPaise: 120_00,
    unitsPerPack: 10,
    expiresWithinCourse: false,
  },
};
const allergic: PatientAllergies = {
  allergies: [{ substance: 'Penicillins', kind: 'Drug class', reaction: 'Rash', severity: 'Severe' }],
  noKnownDrugAllergies: false,
  recorded: true,
};
const WARNING =
  'Amoxicillin 500mg Capsule (Amoxicillin, of the Penicillins) matches the recorded allergy to Penicillins (Rash, severe)';
const sale: Sale = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  billNumber: 'PB/2627/000007',
  kind: 'Counter',
  patientName: 'Sunita Deshmukh',
  mrn: 'MRN-000071',
  doctorName: 'Dr. Iyer',
  prescriberRegistration: '',
  soldAt: '2026-11-23T10:00:00.000Z',
  soldBy: 'Kavita Joshi',
  lines: [],
  mrpPaise: 12_00,
  discountPaise: 0,
  taxablePaise: 10_71,
  cgstPaise: 64,
  sgstPaise: 65,
  roundOffPaise: 0,
  totalPaise: 12_00,
  payment: { receiptNumber: 'R-0001', mode: 'Cash', reference: null },
};

/** The counter's calls; the sale is refused once with the allergy warning unless a reason came. */
function counterApi() {
  const sent: Record<string, unknown>[] = [];
  const lookups: string[] = [];
  mockMe(['pharmacy']);
  mockClinic();
  server.use(
    http.get('/api/patients', ({ request }) => {
      lookups.push(new URL(request.url).search);
      return HttpResponse.json({ data: [sunita], nextCursor: null });
    }),
    http.get(`/api/patients/${sunita._id}/allergies`, () => HttpResponse.json(allergic)),
    http.get('/api/pharmacy/sellable', () => HttpResponse.json([amoxicillin])),
    http.post('/api/pharmacy/counter-sales', async ({ request }) => {
      const body = (await request.json()) as { patientId?: string; lines: { allergyOverride?: string }[] };
      sent.push(body);
      if (body.patientId && !body.lines[0]?.allergyOverride)
        return HttpResponse.json(
          {
            error: {
              code: 'SAFETY_WARNING',
              message: `${WARNING}. Give a reason to go on despite the warning`,
              fields: { 'lines.0.allergyOverride': WARNING },
            },
          },
          { status: 422 },
        );
      return HttpResponse.json(sale, { status: 201 });
    }),
  );
  return { sent, lookups };
}

async function setUp() {
  const api = counterApi();
  const user = userEvent.setup();
  renderWithProviders(<CounterSalePage />);
  const picker = await screen.findByRole('combobox', { name: /Registered patient/ });
  return { ...api, user, picker };
}

const details = () => within(screen.getByRole('region', { name: 'Patient details' }));

describe('Counter sale for a registered patient', () => {
  it('reads what is typed as a phone number, an MRN or a name', () => {
    expect(patientLookups('9422012345')).toEqual([{ search: '9422012345', limit: 10 }]);
    expect(patientLookups('71')).toEqual([{ mrn: '71', limit: 10 }]);
    expect(patientLookups('sunita d')).toEqual([{ search: 'sunita d', limit: 10 }]);
    // An MRN looks like a word with digits; so might a name: both are asked.
    expect(patientLookups('MRN-000071')).toEqual([
      { mrn: 'MRN-000071', limit: 10 },
      { search: 'MRN-000071', limit: 10 },
    ]);
    expect(patientLookups('su')).toEqual([]);
  });

  it('fills the buyer from the patient, shows the allergies, and sells past the warning only with a reason', async () => {
    const { sent, lookups, user, picker } = await setUp();
    await pickOption(user, picker, /Sunita Deshmukh · MRN-000071/, 'Sunita');
    expect(lookups.at(-1)).toContain('search=Sunita');
    expect(details().getByRole('textbox', { name: /^Name/ })).toHaveValue('Sunita Deshmukh');
    expect(details().getByRole('spinbutton', { name: 'Age' })).toHaveValue(34);
    expect(details().getByRole('combobox', { name: 'Sex' })).toHaveValue('Female');
    expect(details().getByRole('textbox', { name: /Phone number/ })).toHaveValue('9422012345');
    expect(await screen.findByTestId('allergy-banner')).toHaveTextContent('Penicillins (Rash, severe)');

    await user.type(details().getByRole('textbox', { name: /Doctor name/ }), 'Dr. Iyer');
    await pickOption(user, screen.getByRole('combobox', { name: 'Add a medicine' }), /Amoxicillin/, 'amox');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    const warning = await screen.findByTestId('cart-allergy');
    expect(warning).toHaveTextContent(WARNING);
    const reason = within(warning).getByRole('textbox', { name: /Pharmacist's reason to supply/ });
    expect(reason).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ patientId: sunita._id, buyer: { name: 'Sunita Deshmukh', age: 34 } });

    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(
      await screen.findByText('Amoxicillin 500mg Capsule: give the reason to supply it despite the allergy'),
    ).toBeInTheDocument();
    expect(within(warning).getByText('Give the reason to supply it')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.type(reason, 'Confirmed with Dr. Iyer');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('Sale completed: bill PB/2627/000007')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({
      patientId: sunita._id,
      lines: [{ drugId: amoxicillin.drugId, allergyOverride: 'Confirmed with Dr. Iyer' }],
    });
    // The next sale starts as a walk-in again.
    expect(picker).toHaveValue('');
    expect(screen.queryByTestId('allergy-banner')).not.toBeInTheDocument();
  }, 20_000);

  it('finds by MRN, and clearing the patient returns to a walk-in sale without the warning', async () => {
    const { sent, lookups, user, picker } = await setUp();
    await pickOption(user, picker, /Sunita Deshmukh/, 'MRN-000071');
    expect(lookups).toContain('?mrn=MRN-000071&limit=10');
    await user.type(details().getByRole('textbox', { name: /Doctor name/ }), 'Dr. Iyer');
    await pickOption(user, screen.getByRole('combobox', { name: 'Add a medicine' }), /Amoxicillin/, 'amox');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByTestId('cart-allergy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sell as walk-in' }));
    expect(details().getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(details().getByRole('textbox', { name: /Doctor name/ })).toHaveValue('Dr. Iyer');
    expect(screen.queryByTestId('allergy-banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-allergy')).not.toBeInTheDocument();

    await user.type(details().getByRole('textbox', { name: /^Name/ }), 'Walk In');
    await user.type(details().getByRole('textbox', { name: /Phone number/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).not.toHaveProperty('patientId');
    expect(sent[1]?.lines).toEqual([
      { drugId: amoxicillin.drugId, batchId: amoxicillin.batch?.batchId, quantity: 1, discountPercent: 0 },
    ]);
  }, 20_000);
});
