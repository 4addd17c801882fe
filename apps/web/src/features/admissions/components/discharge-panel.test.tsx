import type { AdmissionDetail, DischargeSummary } from '@clinic/shared/admissions';
import type { Role } from '@clinic/shared/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { activeAdmission, admissionId, writtenSummary } from '../../../testing/fixtures/admissions.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { pickOption } from '../../../testing/combobox.ts';
import { DischargePanel } from './discharge-panel.tsx';

const initiated: AdmissionDetail = {
  ...activeAdmission,
  dischargeInitiatedAt: '2026-11-23T04:00:00.000Z',
  dischargeInitiatedBy: 'Nurse Rekha',
};

/** The signed-in user, the clinic, the stay's summary, and the discharge itself. */
function dischargeApi(
  roles: Role[],
  summary: DischargeSummary | null,
  reply: () => Response = () =>
    HttpResponse.json({ ...activeAdmission, status: 'Discharged', dischargedOn: '2026-11-23T07:00:00.000Z' }),
) {
  mockMe(roles);
  mockClinic();
  let discharges = 0;
  server.use(
    http.get(`/api/admissions/${admissionId}/discharge-summary`, () => HttpResponse.json(summary)),
    http.get('/api/icd10', () => HttpResponse.json([])),
    http.post(`/api/admissions/${admissionId}/discharge`, () => {
      discharges += 1;
      return reply();
    }),
  );
  return { discharges: () => discharges };
}

describe('Discharge panel', () => {
  it('lets the doctor write the summary, and offers no discharge before there is one', async () => {
    dischargeApi(['doctor'], null);
    renderWithProviders(<DischargePanel admission={initiated} />);
    expect(await screen.findByRole('form', { name: 'Discharge summary' })).toBeInTheDocument();
    expect(screen.getByText('Discharge initiated')).toBeInTheDocument();
    expect(await screen.findByText(/Write the summary, then discharge\./)).toBeInTheDocument();
    expect(screen.getByText(/By Nurse Rekha on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discharge patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print summary' })).not.toBeInTheDocument();
  });

  it('shows a nurse the summary read-only, to print, without the discharge', async () => {
    dischargeApi(['nurse'], writtenSummary);
    renderWithProviders(<DischargePanel admission={initiated} />);
    const view = within(await screen.findByTestId('discharge-summary'));
    expect(view.getByText('Pneumonia, unspecified organism (J18.9); Type 2 diabetes, controlled')).toBeInTheDocument();
    expect(view.getByText('Improved')).toBeInTheDocument();
    expect(view.getByText('Amoxicillin 500mg · 1 cap · TDS · 5 days · After food')).toBeInTheDocument();
    expect(view.getByText('Mon, 30 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText(/The doctor writes the summary and discharges\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print summary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discharge patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Discharge summary' })).not.toBeInTheDocument();
  });

  it('tells a nurse when no summary has been written', async () => {
    dischargeApi(['nurse'], null);
    renderWithProviders(<DischargePanel admission={activeAdmission} />);
    expect(await screen.findByText('No discharge summary yet')).toBeInTheDocument();
    expect(screen.queryByText('Discharge initiated')).not.toBeInTheDocument();
  });

  it('asks the doctor to confirm, naming the patient and bed, then discharges', async () => {
    const api = dischargeApi(['doctor'], writtenSummary);
    renderWithProviders(<DischargePanel admission={initiated} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discharge patient' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discharge patient' }));
    expect(
      dialog.getByText(
        'Discharge Ravi Kumar (IP-2026-0019)? Bed A-4 goes to cleaning, medicine orders stop and the record becomes read-only.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.discharges()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Discharge patient' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discharge patient' })).getByRole('button', {
        name: 'Discharge',
      }),
    );
    expect(await screen.findByText('Patient discharged')).toBeInTheDocument();
    expect(api.discharges()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discharge patient' })).not.toBeInTheDocument());
  });

  it('records a death: asks for its time and cause before sending them', async () => {
    const sent: unknown[] = [];
    dischargeApi(['doctor'], writtenSummary);
    server.use(
      http.post(`/api/admissions/${admissionId}/discharge`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          ...activeAdmission,
          status: 'Discharged',
          dischargedOn: '2026-11-23T07:00:00.000Z',
        });
      }),
    );
    renderWithProviders(<DischargePanel admission={initiated} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discharge patient' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discharge patient' }));
    await pickOption(user, dialog.getByLabelText('Type of discharge'), 'Death');
    await user.click(dialog.getByRole('button', { name: 'Discharge' }));
    expect(dialog.getByText('Enter the date and time of death')).toBeInTheDocument();
    expect(dialog.getByText('Enter the cause of death')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(dialog.getByLabelText(/Date and time of death/), { target: { value: '2026-11-23T06:30' } });
    await user.type(dialog.getByRole('textbox', { name: 'Cause of death' }), 'Septic shock');
    await user.click(dialog.getByRole('button', { name: 'Discharge' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { type: 'Death', deathAt: new Date('2026-11-23T06:30').toISOString(), deathCause: 'Septic shock' },
      ]),
    );
  });

  it("shows the server's refusal when the discharge cannot go ahead (409)", async () => {
    dischargeApi(['doctor'], writtenSummary, () =>
      HttpResponse.json(
        { error: { code: 'CONFLICT', message: 'Settle the IP bill before discharging the patient' } },
        { status: 409 },
      ),
    );
    renderWithProviders(<DischargePanel admission={initiated} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Discharge patient' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discharge' }));
    expect(await screen.findByText('Settle the IP bill before discharging the patient')).toBeInTheDocument();
    expect(screen.queryByText('Patient discharged')).not.toBeInTheDocument();
  });

  it('shows a discharged stay locked, even to the doctor', async () => {
    dischargeApi(['doctor'], { ...writtenSummary, finalizedAt: '2026-11-23T07:00:00.000Z' });
    renderWithProviders(
      <DischargePanel
        admission={{ ...activeAdmission, status: 'Discharged', dischargedOn: '2026-11-23T07:00:00.000Z' }}
      />,
    );
    expect(await screen.findByTestId('discharge-summary')).toBeInTheDocument();
    expect(screen.getByText('Discharged')).toBeInTheDocument();
    expect(screen.getByText(/The record is read-only; add an addendum under notes\./)).toBeInTheDocument();
    expect(screen.getByText(/locked at discharge/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Discharge summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discharge patient' })).not.toBeInTheDocument();
  });

  it('says so when the summary cannot be read', async () => {
    dischargeApi(['doctor'], null);
    server.use(
      http.get(`/api/admissions/${admissionId}/discharge-summary`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
      ),
    );
    renderWithProviders(<DischargePanel admission={activeAdmission} />);
    expect(await screen.findByText('Failed to load the discharge summary. Please try again.')).toBeInTheDocument();
  });
});
