import type { CoverageInput, Payer } from '@clinic/shared/insurance';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CoverModal } from './cover-modal.tsx';

const patientId = 'a1000000-0000-4000-8000-000000000001';
const payer = (id: string, name: string, kind: Payer['kind']): Payer => ({
  _id: id,
  name,
  kind,
  code: name.slice(0, 4).toUpperCase(),
  participantCode: '',
  contactName: '',
  phone: '',
  email: '',
  address: '',
  gstin: '',
  creditDays: 30,
  contractFrom: null,
  contractTo: null,
  requiredDocuments: [],
  isActive: true,
  updatedAt: '2026-11-27T05:00:00.000Z',
});
const star = payer('b1000000-0000-4000-8000-000000000001', 'Star Health', 'Insurer');
const medi = payer('b1000000-0000-4000-8000-000000000002', 'Medi Assist', 'TPA');
const mill = payer('b1000000-0000-4000-8000-000000000003', 'Deccan Mills', 'Corporate');

function coverApi(reply?: () => Response) {
  const sent: { body: CoverageInput; key: string | null }[] = [];
  server.use(
    http.get('/api/payers', () => HttpResponse.json([mill, medi, star])),
    http.post(`/api/patients/${patientId}/coverages`, async ({ request }) => {
      const body = (await request.json()) as CoverageInput;
      sent.push({ body, key: request.headers.get('idempotency-key') });
      if (reply) return reply();
      return HttpResponse.json(
        {
          ...body,
          _id: 'c1000000-0000-4000-8000-000000000001',
          patientId,
          payerName: 'Star Health',
          payerKind: 'Insurer',
          tpaName: 'Medi Assist',
          isActive: true,
          updatedAt: '2026-11-27T05:00:00.000Z',
        },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('CoverModal', () => {
  it('offers TPAs only as the TPA, sends rupees as paise with a retry key, and closes', async () => {
    const sent = coverApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CoverModal patientId={patientId} value="new" onClose={onClose} />);
    const payerBox = await screen.findByRole('combobox', { name: /^Insurer, scheme or company/ });
    await pickOption(user, payerBox, 'Star Health (Insurer)');
    await pickOption(user, screen.getByRole('combobox', { name: /^TPA/ }), 'Medi Assist (TPA)');
    await user.type(screen.getByLabelText(/Policy number/), 'P/2026/77');
    await user.type(screen.getByLabelText('Sum insured'), '250000');
    await user.type(screen.getByLabelText(/Valid from/), '2026-04-01');
    await user.type(screen.getByLabelText(/Valid to/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Save cover' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      payerId: star._id,
      tpaId: medi._id,
      policyNumber: 'P/2026/77',
      sumInsuredPaise: 2_50_000_00,
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks an employer’s cover for the employee ID, and shows the server’s field errors under their fields', async () => {
    coverApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Check the cover',
            fields: { employeeId: 'Enter the employee ID' },
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CoverModal patientId={patientId} value="new" onClose={() => {}} />);
    await pickOption(
      user,
      await screen.findByRole('combobox', { name: /^Insurer, scheme or company/ }),
      'Deccan Mills (Corporate)',
    );
    expect(screen.queryByLabelText(/Policy number/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Employee ID/), ' ');
    await user.type(screen.getByLabelText(/Valid from/), '2026-04-01');
    await user.type(screen.getByLabelText(/Valid to/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Save cover' }));
    expect(await screen.findByText('Enter the employee ID')).toBeInTheDocument();
  });

  it('needs the primary member for a dependant before it sends anything', async () => {
    const sent = coverApi();
    const user = userEvent.setup();
    renderWithProviders(<CoverModal patientId={patientId} value="new" onClose={() => {}} />);
    await pickOption(
      user,
      await screen.findByRole('combobox', { name: /^Insurer, scheme or company/ }),
      'Star Health (Insurer)',
    );
    await pickOption(user, screen.getByRole('combobox', { name: 'Relation' }), 'Spouse');
    await user.type(screen.getByLabelText(/Policy number/), 'P/1');
    await user.type(screen.getByLabelText(/Valid from/), '2026-04-01');
    await user.type(screen.getByLabelText(/Valid to/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Save cover' }));
    expect(await screen.findByText('Enter the name of the primary member')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
