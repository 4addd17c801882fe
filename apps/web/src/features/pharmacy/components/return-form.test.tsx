import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { counterBill } from '../../../testing/fixtures/pharmacy.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { ReturnForm } from './return-form.tsx';

let sent: unknown[] = [];
let print = vi.fn();
beforeEach(() => {
  sent = [];
  mockMe(['pharmacy']);
  mockClinic();
  server.use(
    http.post(`/api/pharmacy/sales/${counterBill._id}/returns`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ error: { code: 'RULE', message: 'not expected' } }, { status: 422 });
    }),
  );
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
});
afterEach(() => vi.restoreAllMocks());

describe('A return against a bill', () => {
  it('refuses more than was sold less what came back, with a message, instead of cutting it down', async () => {
    renderWithProviders(<ReturnForm sale={counterBill} onDone={vi.fn()} />);
    const user = userEvent.setup();
    // 10 sold, 4 already back: 6 left.
    const quantity = screen.getByRole('textbox', { name: 'Return quantity of Paracetamol 500mg Tablet' });
    await user.type(quantity, '7');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Course changed');
    await user.click(screen.getByRole('button', { name: 'Return & refund' }));
    expect(
      await screen.findByText('Paracetamol 500mg Tablet: More than was sold less what was already returned (6 left)'),
    ).toBeInTheDocument();
    expect(quantity).toHaveValue('7');
    expect(sent).toEqual([]);
  });

  it('reprints the bill it was found by as a DUPLICATE', async () => {
    renderWithProviders(<ReturnForm sale={counterBill} onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reprint A5' }));
    const sheet = await screen.findByTestId('pharmacy-bill-print');
    expect(within(sheet).getByText('DUPLICATE')).toBeInTheDocument();
    expect(print).toHaveBeenCalledTimes(1);
  });
});
