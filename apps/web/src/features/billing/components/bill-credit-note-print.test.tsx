import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { CreditNoteForm } from './bill-corrections.tsx';

const billId = 'b1000000-0000-4000-8000-000000000001';
const note = {
  _id: 'cn000000-0000-4000-8000-000000000001',
  number: 'CN/2627/00007',
  billId,
  billNumber: 'BL/2627/000101',
  amountPaise: 1_250_50,
  reason: 'X-ray charged twice',
  createdBy: 'Manoj Gupta',
  createdAt: '2026-11-25T06:00:00.000Z',
};

describe('a credit note on a final bill', () => {
  beforeEach(() => {
    mockClinic();
    mockMe(['billing']);
  });

  it('prints as it is issued: its number, the bill, the patient and the amount in words', async () => {
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    server.use(http.post(`/api/billing/bills/${billId}/credit-notes`, () => HttpResponse.json(note, { status: 201 })));
    renderWithProviders(<CreditNoteForm billId={billId} patient={{ name: 'Ravi Kumar', mrn: 'MRN-000123' }} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '1250.50');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'X-ray charged twice');
    await user.click(screen.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(printed).toBe(1));
    const print = screen.getByTestId('bill-credit-note-print');
    expect(print).toHaveTextContent('Credit Note');
    expect(print).toHaveTextContent('CN/2627/00007');
    expect(print).toHaveTextContent('BL/2627/000101');
    expect(print).toHaveTextContent('Ravi Kumar · MRN-000123');
    expect(print).toHaveTextContent('Rupees One Thousand Two Hundred Fifty and Fifty Paise Only');
  });
});
