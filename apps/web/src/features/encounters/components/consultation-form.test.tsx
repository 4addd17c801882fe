import type { EncounterInput } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { Service } from '@clinic/shared/services';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { ConsultationForm } from './consultation-form.tsx';

const PATIENT_ID = '0d6f7c1e-4a57-4c1b-9a55-3c1f0a7e2b11';
const APPOINTMENT_ID = '6a2b8e94-1f0d-4c7e-8b3a-52d9e0c4a6f2';
const DRUG_ID = 'b3c0f5d2-7e1a-4f89-9c64-0e2d8a1b5c73';
const CBC_ID = 'e9a41b07-3c6d-4d2e-8f15-7b0c9d2e4a18';

const drug = {
  _id: DRUG_ID,
  name: 'Paracetamol 500mg Tablet',
  molecule: 'Paracetamol',
  manufacturer: 'Cipla',
  category: 'Tablet',
  schedule: 'OTC',
  hsn: '30049099',
  packing: '10 x 10',
  weight: 500,
  measurement: 'mg',
  gst: 5,
  mrp: 20,
  reorderLevel: 50,
  stockOnHand: 120,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Drug;
const cbc = {
  _id: CBC_ID,
  name: 'Complete Blood Count',
  category: 'Laboratory',
  description: '',
  duration: 15,
  price: 1250,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} as Service;

const keys: (string | null)[] = [];

/** The server side of a consultation: the doctor, their templates, the clock, ICD-10 search, and the save. */
function api() {
  const saved: EncounterInput[] = [];
  keys.length = 0;
  mockMe(['doctor']);
  server.use(
    http.get('/api/prescription-templates', () => HttpResponse.json({ department: null, templates: [] })),
    http.get('/api/prescription-favourites', () => HttpResponse.json([])),
    http.get('/api/allergy-classes', () => HttpResponse.json([])),
    http.get('/api/clinic/clock', () => HttpResponse.json({ date: '2026-11-23', time: '10:00', timeZone: 'UTC' })),
    http.get('/api/icd10', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('q')
          ? [{ code: 'J06.9', title: 'Acute upper respiratory infection, unspecified' }]
          : [],
      ),
    ),
    http.post('/api/encounters', async ({ request }) => {
      const body = (await request.json()) as EncounterInput;
      saved.push(body);
      keys.push(request.headers.get('idempotency-key'));
      return HttpResponse.json(
        {
          _id: 'e1',
          patientId: body.patientId,
          appointmentId: body.appointmentId ?? null,
          doctorId: 'doc',
          doctorName: 'Dr. Priya Sharma',
          doctorSpeciality: 'General Medicine',
          doctorQualification: 'MBBS',
          doctorRegistrationNumber: 'MMC-1',
          allergies: [],
          createdAt: '2026-11-23T10:05:00.000Z',
          vitals: null,
          symptoms: body.symptoms ?? '',
          examination: '',
          diagnoses: [{ code: 'J06.9', description: 'Acute upper respiratory infection, unspecified' }],
          prescriptions: [],
          orders: [],
          advice: '',
          revisitDate: null,
        },
        { status: 201 },
      );
    }),
  );
  return saved;
}

function renderForm(onSaved = vi.fn()) {
  renderWithProviders(
    <ConsultationForm
      patientId={PATIENT_ID}
      adult
      appointmentId={APPOINTMENT_ID}
      vitals={null}
      history={undefined}
      drugs={[drug]}
      drugsFailed={false}
      services={[cbc]}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

describe('ConsultationForm', () => {
  it('refuses to save without a diagnosis and sends nothing', async () => {
    const saved = api();
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Save$/ }));
    expect((await screen.findAllByText('Add at least one diagnosis')).length).toBeGreaterThan(0);
    expect(saved).toEqual([]);
  });

  it('saves a diagnosis from ICD-10, a medicine and a lab test, with Indian prices in the picker', async () => {
    const saved = api();
    const onSaved = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Symptoms' }), 'Fever for 3 days');
    await user.type(screen.getByRole('combobox', { name: 'Search ICD-10' }), 'J06');
    await user.click(await screen.findByRole('option', { name: /J06\.9/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    await user.type(screen.getByRole('combobox', { name: 'Medicine 1' }), 'Parac');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Medicine 1' })).toHaveValue('Paracetamol 500mg Tablet — stock 120');
    await user.click(screen.getByRole('combobox', { name: 'Lab tests' }));
    const cbcOption = await screen.findByRole('option', { name: 'Complete Blood Count (₹1,250.00)', hidden: true });
    await user.click(cbcOption);
    await user.click(screen.getByRole('button', { name: 'Save & Print' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[1]).toBe('A4');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      patientId: PATIENT_ID,
      appointmentId: APPOINTMENT_ID,
      symptoms: 'Fever for 3 days',
      diagnoses: [{ code: 'J06.9' }],
      prescriptions: [{ drugId: DRUG_ID, frequency: '1-0-1' }],
      labTests: [CBC_ID],
    });
    // A double click or a retry sends the same key, so the server saves it once.
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

    // Many typed steps in one test: slow on a loaded two-core machine.
  }, 20_000);
});
