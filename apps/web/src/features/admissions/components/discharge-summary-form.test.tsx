import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findOption } from '../../../testing/combobox.ts';
import { admissionId, writtenSummary } from '../../../testing/fixtures/admissions.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { DischargeSummaryForm } from './discharge-summary-form.tsx';

const codes = [
  { code: 'J18.9', title: 'Pneumonia, unspecified organism' },
  { code: 'J18.1', title: 'Lobar pneumonia, unspecified organism' },
];

function summaryApi(reply: () => Response = () => HttpResponse.json(writtenSummary)) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/icd10', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(q ? codes.filter((c) => `${c.code} ${c.title}`.toLowerCase().includes(q)) : []);
    }),
    http.put(`/api/admissions/${admissionId}/discharge-summary`, async ({ request }) => {
      saved.push(await request.json());
      return reply();
    }),
  );
  return saved;
}

describe('Discharge summary form', () => {
  it('asks for a diagnosis, the course and the condition before saving', async () => {
    const saved = summaryApi();
    renderWithProviders(<DischargeSummaryForm admissionId={admissionId} summary={null} />);
    const user = userEvent.setup();
    expect(screen.getByText('No diagnosis yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    expect(await screen.findByText('Add at least one diagnosis')).toBeInTheDocument();
    expect(screen.getByText('Write the course in hospital')).toBeInTheDocument();
    expect(screen.getByText('Choose the condition at discharge')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Course in hospital/ }), 'R');
    expect(screen.queryByText('Write the course in hospital')).not.toBeInTheDocument();
    expect(screen.getByText('Add at least one diagnosis')).toBeInTheDocument();
  });

  it('saves coded and free-text diagnoses, the course, condition, follow-up, medicines and advice', async () => {
    const saved = summaryApi();
    renderWithProviders(<DischargeSummaryForm admissionId={admissionId} summary={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Search ICD-10' }), 'pneumonia');
    await user.click(await findOption('J18.9 — Pneumonia, unspecified organism'));
    expect(screen.getByText('J18.9')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Diagnosis 1' })).toHaveValue('Pneumonia, unspecified organism');
    await user.click(screen.getByRole('button', { name: 'Add a diagnosis without a code' }));
    await user.type(screen.getByRole('textbox', { name: 'Diagnosis 2' }), 'Type 2 diabetes');
    expect(screen.getByText('No code')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Procedures' }), 'Chest X-ray');
    await user.type(screen.getByRole('textbox', { name: /Course in hospital/ }), 'IV antibiotics for 3 days.');
    await user.click(screen.getByRole('combobox', { name: /Condition at discharge/ }));
    await user.click(await findOption('Improved'));
    await user.type(screen.getByLabelText('Follow-up date'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    await user.type(screen.getByRole('textbox', { name: 'Medicine 1' }), 'Amoxicillin 500mg');
    await user.type(screen.getByRole('textbox', { name: 'Dose 1' }), '1 cap');
    await user.type(screen.getByRole('textbox', { name: 'Frequency 1' }), 'TDS');
    await user.type(screen.getByRole('textbox', { name: 'Days 1' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Advice' }), 'Rest for a week');
    await user.click(screen.getByRole('button', { name: 'Save summary' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      diagnoses: [
        { code: 'J18.9', description: 'Pneumonia, unspecified organism' },
        { code: null, description: 'Type 2 diabetes' },
      ],
      procedures: 'Chest X-ray',
      course: 'IV antibiotics for 3 days.',
      condition: 'Improved',
      medicines: [{ name: 'Amoxicillin 500mg', dose: '1 cap', frequency: 'TDS', durationDays: 5, instructions: '' }],
      advice: 'Rest for a week',
      followUpDate: '2026-11-30',
    });
    expect(await screen.findByText('Discharge summary saved')).toBeInTheDocument();
  });

  it('names a medicine row with no medicine and one with a wrong number of days', async () => {
    const saved = summaryApi();
    renderWithProviders(<DischargeSummaryForm admissionId={admissionId} summary={writtenSummary} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    await user.type(screen.getByRole('textbox', { name: 'Days 2' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    expect(await screen.findByText('Enter the medicine')).toBeInTheDocument();
    expect(screen.getByText('At least 1 day')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove medicine 2' }));
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('starts from the saved summary and sends what was changed', async () => {
    const saved = summaryApi();
    renderWithProviders(<DischargeSummaryForm admissionId={admissionId} summary={writtenSummary} />);
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'Diagnosis 1' })).toHaveValue('Pneumonia, unspecified organism');
    expect(screen.getByRole('textbox', { name: /Course in hospital/ })).toHaveValue(writtenSummary.course);
    expect(screen.getByRole('combobox', { name: /Condition at discharge/ })).toHaveValue('Improved');
    expect(screen.getByRole('textbox', { name: 'Medicine 1' })).toHaveValue('Amoxicillin 500mg');
    await user.click(screen.getByRole('button', { name: 'Remove diagnosis 2' }));
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      diagnoses: [{ code: 'J18.9', description: 'Pneumonia, unspecified organism' }],
      followUpDate: '2026-11-30',
    });
  });

  it("puts the server's field message on the field it names (422)", async () => {
    summaryApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Please correct the highlighted fields',
            fields: { followUpDate: 'The follow-up date cannot be in the past' },
          },
        },
        { status: 422 },
      ),
    );
    renderWithProviders(<DischargeSummaryForm admissionId={admissionId} summary={writtenSummary} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save summary' }));
    expect(await screen.findByText('The follow-up date cannot be in the past')).toBeInTheDocument();
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
  });
});
