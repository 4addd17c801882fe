import type { Charge, PatientSummary } from '@clinic/shared/patients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe, sessionUser } from '../../../testing/session.ts';
import { PatientByMrn, PatientCharges } from './patient-charges.tsx';

const patient: PatientSummary = {
  _id: '7a000000-0000-4000-8000-0000000000e1',
  mrn: 'MRN-000123',
  title: 'Mr.',
  givenName: 'Ravi',
  middleName: null,
  familyName: 'Kumar',
  age: 54,
  gender: 'Male',
  phone: '9876543210',
  isAdmitted: false,
};
const charge = (n: number, serviceName: string, category: string, price: number, quantity = 1): Charge => ({
  _id: `c4000000-0000-4000-8000-00000000000${n}`,
  patientId: patient._id,
  serviceId: null,
  serviceName,
  category,
  sourceArea: 'reception',
  quantity,
  price,
  status: 'Pending',
  createdBy: 'Front Desk',
  createdAt: '2026-11-23T04:00:00.000Z',
});

describe('Finding a patient by MRN', () => {
  function renderSearch(reply: (mrn: string) => Response) {
    const onFound = vi.fn();
    const asked: string[] = [];
    server.use(
      http.get('/api/patients', ({ request }) => {
        const mrn = new URL(request.url).searchParams.get('mrn') ?? '';
        asked.push(mrn);
        return reply(mrn);
      }),
    );
    renderWithProviders(<PatientByMrn onFound={onFound} />);
    return { onFound, asked, user: userEvent.setup() };
  }

  it('asks for an MRN before searching', async () => {
    const { onFound, asked, user } = renderSearch(() => HttpResponse.json({ data: [], nextCursor: null }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter an MRN')).toBeInTheDocument();
    expect(onFound).toHaveBeenCalledWith(undefined);
    expect(asked).toEqual([]);
  });

  it('reports the patient with that MRN, trimmed', async () => {
    const { onFound, asked, user } = renderSearch(() => HttpResponse.json({ data: [patient], nextCursor: null }));
    await user.type(screen.getByRole('textbox', { name: 'Patient MRN' }), '  MRN-000123 {Enter}');
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(patient));
    expect(asked).toEqual(['MRN-000123']);
    expect(screen.queryByText('Patient not found')).not.toBeInTheDocument();
  });

  it('says when no patient has the MRN, and clears the message on typing', async () => {
    const { onFound, user } = renderSearch(() => HttpResponse.json({ data: [], nextCursor: null }));
    const box = screen.getByRole('textbox', { name: 'Patient MRN' });
    await user.type(box, 'MRN-999999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Patient not found')).toBeInTheDocument();
    expect(onFound).toHaveBeenLastCalledWith(undefined);
    await user.type(box, '9');
    expect(screen.queryByText('Patient not found')).not.toBeInTheDocument();
  });

  it('says when the search itself failed', async () => {
    const { user } = renderSearch(() =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Patient MRN' }), 'MRN-000123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Failed to search for patient. Please try again.')).toBeInTheDocument();
  });
});

describe("A patient's pending charges", () => {
  function chargesApi(initial: Charge[], cancelReply?: () => Response) {
    mockMe(['reception']);
    let pending = initial;
    const cancelled: string[] = [];
    server.use(
      http.get(`/api/patients/${patient._id}/charges`, () => HttpResponse.json(pending)),
      http.post(`/api/patients/${patient._id}/charges/:chargeId/cancel`, ({ params }) => {
        const id = String(params.chargeId);
        cancelled.push(id);
        if (cancelReply) return cancelReply();
        const gone = pending.find((c) => c._id === id);
        pending = pending.filter((c) => c._id !== id);
        return HttpResponse.json({ ...gone, status: 'Cancelled' });
      }),
    );
    return cancelled;
  }

  it('lists the charges with the pending total, summed exactly in paise', async () => {
    chargesApi([charge(1, 'Consultation', 'Consultation', 500), charge(2, 'Dressing', 'Procedure', 0.1, 3)]);
    renderWithProviders(<PatientCharges patient={patient} actions={<button type="button">Bill</button>} />);
    expect(screen.getByText('Mr. Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText('54 Y · Male · 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bill' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Pending charges' }));
    expect(table.getByText('Consultation', { selector: 'td:first-child' })).toBeInTheDocument();
    expect(table.getByText('₹500.00')).toBeInTheDocument();
    expect(table.getByText('Pending total').closest('tr')).toHaveTextContent('₹500.30');
  });

  it("cancels a front-desk charge and shows the list without it, but offers no cancel on a department's", async () => {
    const cancelled = chargesApi([
      { ...charge(1, 'CBC', 'Laboratory', 350), sourceArea: 'lab' },
      charge(2, 'X-ray', 'Radiology', 800),
    ]);
    renderWithProviders(<PatientCharges patient={patient} />);
    const user = userEvent.setup();
    const xray = (await screen.findByText('X-ray')).closest('tr') as HTMLElement;
    await user.click(await within(xray).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('X-ray')).not.toBeInTheDocument());
    expect(cancelled).toEqual([charge(2, 'X-ray', 'Radiology', 800)._id]);
    expect(screen.getByText('Pending total').closest('tr')).toHaveTextContent('₹350.00');
    const cbc = screen.getByText('CBC').closest('tr') as HTMLElement;
    expect(within(cbc).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says when a charge cannot be cancelled, and keeps it', async () => {
    chargesApi([charge(1, 'Consultation', 'Consultation', 500)], () =>
      HttpResponse.json({ error: { code: 'CONFLICT', message: 'The charge is already billed' } }, { status: 409 }),
    );
    renderWithProviders(<PatientCharges patient={patient} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Failed to cancel the charge')).toBeInTheDocument();
    expect(screen.getByText('Consultation', { selector: 'td:first-child' })).toBeInTheDocument();
  });

  it('offers no cancel to someone without the permission to cancel charges', async () => {
    chargesApi([charge(1, 'Consultation', 'Consultation', 500)]);
    let answered = false;
    server.use(
      http.get('/api/auth/me', () => {
        answered = true;
        return HttpResponse.json({ user: sessionUser(['billing']) });
      }),
    );
    renderWithProviders(<PatientCharges patient={patient} />);
    expect(await screen.findByRole('table', { name: 'Pending charges' })).toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(true));
    // The same screen offers Cancel to reception once its user is read (the test above); here it never comes.
    await expect(screen.findByRole('button', { name: 'Cancel' }, { timeout: 300 })).rejects.toThrow();
  });

  it('offers no cancel on the billing desk screen', async () => {
    chargesApi([charge(1, 'Consultation', 'Consultation', 500)]);
    renderWithProviders(<PatientCharges patient={patient} canCancel={false} />);
    expect(await screen.findByRole('table', { name: 'Pending charges' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows the loading state, then says when nothing is pending', async () => {
    chargesApi([]);
    renderWithProviders(<PatientCharges patient={patient} />);
    expect(screen.getByLabelText('Loading pending charges')).toBeInTheDocument();
    expect(screen.queryByText('No pending charges.')).not.toBeInTheDocument();
    expect(await screen.findByText('No pending charges.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading pending charges')).not.toBeInTheDocument();
  });

  it('says when the charges cannot be read, and reads them again on Try Again', async () => {
    let fail = true;
    mockMe(['reception']);
    server.use(
      http.get(`/api/patients/${patient._id}/charges`, () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
          : HttpResponse.json([charge(1, 'Consultation', 'Consultation', 500)]),
      ),
    );
    renderWithProviders(<PatientCharges patient={patient} />);
    expect(await screen.findByText('Failed to load the pending charges. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Pending charges' })).toHaveTextContent('₹500.00');
    expect(screen.queryByText('Failed to load the pending charges. Please try again.')).not.toBeInTheDocument();
  });
});
