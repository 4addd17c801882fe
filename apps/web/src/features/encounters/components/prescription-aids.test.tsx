import type {
  FavouriteDrug,
  LastPrescription,
  PrescriptionTemplate,
  PrescriptionTemplateInput,
} from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import { Textarea } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { initialValues, type ConsultationValues } from './consultation-values.ts';
import { PrescriptionSection } from './prescription-section.tsx';

const PATIENT_ID = '0d6f7c1e-4a57-4c1b-9a55-3c1f0a7e2b11';
const PARACETAMOL = 'b3c0f5d2-7e1a-4f89-9c64-0e2d8a1b5c73';
const CETIRIZINE = 'c4d1a6e3-8f2b-4a9c-8d75-1f3e9b2c6d84';
const NIMESULIDE = 'd5e2b7f4-9a3c-4bad-9e86-2a4fac3d7e95';

const drug = (_id: string, name: string, stockOnHand: number) =>
  ({ _id, name, molecule: name.split(' ')[0], category: 'Tablet', stockOnHand, unitsPerPack: 10 }) as Drug;
const DRUGS = [drug(PARACETAMOL, 'Paracetamol 500mg Tablet', 120), drug(CETIRIZINE, 'Cetirizine 10mg Tablet', 40)];

const line = (drugId: string, drugName: string, overrides: object = {}) => ({
  drugId,
  drugName,
  available: true,
  dose: '1 tablet',
  frequency: '1-0-1',
  durationDays: 5,
  route: 'Oral',
  instructions: 'After food',
  ...overrides,
});

const fever: PrescriptionTemplate = {
  _id: 't1',
  name: 'Viral fever',
  scope: 'Department',
  doctorId: null,
  departmentId: 'dep1',
  departmentName: 'General Medicine',
  lines: [
    line(PARACETAMOL, 'Paracetamol 500mg Tablet', { frequency: '1-1-1', durationDays: 3 }),
    line(NIMESULIDE, 'Nimesulide 100mg Tablet', { available: false }),
  ],
  advice: 'Plenty of fluids',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** The server side: who is signed in, the templates, the favourites and the last prescription. */
function api({ last = null as LastPrescription | null, favourites = [] as FavouriteDrug[], roles = ['doctor'] } = {}) {
  mockMe(roles as ['doctor']);
  const saved: PrescriptionTemplateInput[] = [];
  const reads: string[] = [];
  server.use(
    http.get('/api/prescription-templates', () =>
      HttpResponse.json({ department: { _id: 'dep1', name: 'General Medicine' }, templates: [fever] }),
    ),
    http.get('/api/prescription-favourites', () => HttpResponse.json(favourites)),
    http.get('/api/patients/:id/last-prescription', ({ params }) => {
      reads.push(String(params.id));
      return HttpResponse.json({ last });
    }),
    http.post('/api/prescription-templates', async ({ request }) => {
      const body = (await request.json()) as PrescriptionTemplateInput;
      if (body.name === 'Viral fever')
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'You already have a template with this name' } },
          { status: 409 },
        );
      saved.push(body);
      return HttpResponse.json({ ...fever, _id: 't2', name: body.name, lines: [] }, { status: 201 });
    }),
  );
  return { saved, reads };
}

function Harness() {
  const form = useForm<ConsultationValues>({ defaultValues: initialValues(undefined) });
  return (
    <>
      <PrescriptionSection
        patientId={PATIENT_ID}
        form={form}
        drugs={DRUGS}
        drugsFailed={false}
        errors={{}}
        warnings={{}}
      />
      <Textarea label="Advice" {...form.register('advice')} />
    </>
  );
}

const medicine = (n: number) => screen.getByRole('combobox', { name: `Medicine ${n}` });
const doses = () => screen.getAllByRole('textbox', { name: 'Dose' }).map((e) => (e as HTMLInputElement).value);

describe('templates, favourites and the last prescription in the prescription section', () => {
  it('applies a template: adds its lines, leaves out a drug gone from the catalogue and says so, fills the advice', async () => {
    api();
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(await screen.findByRole('menuitem', { name: /Viral fever/ }));

    expect(medicine(1)).toHaveValue('Paracetamol 500mg Tablet — stock 120');
    expect(screen.queryByRole('combobox', { name: 'Medicine 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveValue('1-1-1');
    const notice = screen.getByTestId('prescription-notice');
    expect(notice).toHaveTextContent('Template "Viral fever"');
    expect(notice).toHaveTextContent('Added 1 medicine.');
    expect(notice).toHaveTextContent('Nimesulide 100mg Tablet is no longer in the drug catalogue: left out');
    expect(screen.getByRole('textbox', { name: 'Advice' })).toHaveValue('Plenty of fluids');
  });

  it('adds a favourite as the doctor usually writes it, once', async () => {
    api({
      favourites: [
        { ...line(CETIRIZINE, 'Cetirizine 10mg Tablet', { dose: '½ tablet', frequency: '0-0-1' }), times: 9 },
      ],
    });
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const chips = await screen.findByRole('group', { name: 'Favourite medicines' });
    await user.click(within(chips).getByRole('button', { name: /Cetirizine 10mg Tablet/ }));
    expect(medicine(1)).toHaveValue('Cetirizine 10mg Tablet — stock 40');
    expect(doses()).toEqual(['½ tablet']);
    await user.click(within(chips).getByRole('button', { name: /Cetirizine 10mg Tablet/ }));
    expect(await screen.findByText('Cetirizine 10mg Tablet is already on the prescription: left out')).toBeVisible();
    expect(doses()).toEqual(['½ tablet']);
  });

  it('repeats the patient’s last prescription, saying whose and when, keeping an SOS quantity', async () => {
    const { reads } = api({
      last: {
        encounterId: 'e1',
        doctorName: 'Dr. Asha Rao',
        createdAt: '2026-11-12T04:35:00.000Z',
        lines: [
          { ...line(PARACETAMOL, 'Paracetamol 500mg Tablet'), quantity: 10 },
          { ...line(CETIRIZINE, 'Cetirizine 10mg Tablet', { frequency: 'SOS' }), quantity: 6 },
        ],
      },
    });
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    // The earlier prescription is read only when the doctor asks for it (each read is audited).
    expect(reads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Repeat last prescription' }));
    expect(await screen.findByText('Last prescription: Dr. Asha Rao, 12 Nov 2026, 10:05 am')).toBeVisible();
    expect(reads).toEqual([PATIENT_ID]);
    expect(medicine(1)).toHaveValue('Paracetamol 500mg Tablet — stock 120');
    expect(medicine(2)).toHaveValue('Cetirizine 10mg Tablet — stock 40');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('6');
    expect(screen.getByTestId('prescription-notice')).toHaveTextContent('Added 2 medicines.');
  });

  it('says so when the patient has no earlier prescription', async () => {
    api();
    renderWithProviders(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Repeat last prescription' }));
    expect(await screen.findByText('No earlier prescription for this patient')).toBeVisible();
    expect(screen.getByText('No medicines prescribed.')).toBeVisible();
  });

  it('saves the lines as a department template, showing a taken name on the name field', async () => {
    const { saved } = api({
      favourites: [{ ...line(PARACETAMOL, 'Paracetamol 500mg Tablet'), times: 4 }],
    });
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Paracetamol 500mg Tablet/ }));
    await user.type(screen.getByRole('textbox', { name: 'Advice' }), 'Rest');
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as template…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    expect(dialog).toHaveTextContent('1 medicine from this prescription, with the advice.');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('Enter the template name')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Viral fever');
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('You already have a template with this name')).toBeVisible();
    await user.clear(within(dialog).getByRole('textbox', { name: /Template name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Fever, adult');
    await user.click(within(dialog).getByText('My department (General Medicine)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'Fever, adult',
      scope: 'Department',
      advice: 'Rest',
      lines: [
        {
          drugId: PARACETAMOL,
          dose: '1 tablet',
          frequency: '1-0-1',
          durationDays: 5,
          route: 'Oral',
          instructions: 'After food',
        },
      ],
    });
    expect(await screen.findByText('Template "Fever, adult" saved')).toBeVisible();
  }, 20_000);

  it('offers no "Save as template" to one who may not keep templates', async () => {
    api({ roles: ['nurse'] });
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Templates' }));
    // Hidden included: jsdom runs no transitions, so an open menu's items may still count as hidden.
    expect(await screen.findByRole('menuitem', { name: /Viral fever/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Save as template…', hidden: true })).not.toBeInTheDocument();
  });
});
