import type { LabOrderDetail } from '@clinic/shared/lab';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { detail, entered, hb, report } from '../../../testing/fixtures/lab.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { LabOrderPage } from './lab-order-page.tsx';

const id = detail.order._id;
const ordered: LabOrderDetail = {
  ...detail,
  order: { ...detail.order, status: 'Ordered', accessionNumber: null, sampleCollectedAt: null },
};
const sample = {
  accessionNumber: 'L-2611-0042',
  sampleType: 'Blood',
  collectedAt: '2026-11-23T04:30:00.000Z',
  collectedBy: 'Lab Tech Suresh',
  rejectedAt: null,
  rejectedBy: null,
  rejectionReason: null,
};
const collected: LabOrderDetail = { ...detail, samples: [sample] };
const approvedReport = { ...report, approvedBy: 'Dr. Path', approvedAt: '2026-11-23T06:00:00.000Z' };
const approved: LabOrderDetail = {
  ...collected,
  order: { ...detail.order, status: 'Approved' },
  reports: [approvedReport],
};

/**
 * The order as the server holds it, and every step posted to it (path and body). A step answers
 * the order afresh (which the server then keeps) or an error reply.
 */
function orderApi(start: LabOrderDetail, next: Record<string, () => LabOrderDetail | Response>) {
  mockMe(['lab']);
  mockClinic();
  let current = start;
  const steps: { step: string; body: unknown }[] = [];
  server.use(
    http.get(`/api/lab/orders/${id}`, () => HttpResponse.json(current)),
    http.all(`/api/lab/orders/${id}/:step`, async ({ request, params }) => {
      const step = String(params.step);
      steps.push({ step, body: await request.json() });
      const reply = next[step]?.();
      if (!reply) return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such step' } }, { status: 404 });
      if (reply instanceof Response) return reply;
      current = reply;
      return HttpResponse.json(reply);
    }),
  );
  return steps;
}

function renderPage() {
  renderWithProviders(<LabOrderPage />, { route: `/lab/lab-orders/${id}`, path: '/lab/lab-orders/:id' });
  return userEvent.setup();
}

let print = vi.fn();
beforeEach(() => {
  print = vi.fn();
  vi.spyOn(window, 'print').mockImplementation(print);
  // jsdom has no canvas; the label's barcode measures its caption on one.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: () => ({ width: 40 }) }) as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('Lab order: sample to approved report', () => {
  it('collects the sample with its type, prints the label and opens result entry', async () => {
    const steps = orderApi(ordered, { collect: () => collected });
    const user = renderPage();
    expect(screen.queryByRole('form', { name: 'Enter results' })).not.toBeInTheDocument();
    const type = await screen.findByRole('textbox', { name: 'Sample type' });
    expect(type).toHaveValue('Blood');
    await user.clear(type);
    await user.type(type, 'EDTA blood');
    await user.click(screen.getByRole('button', { name: 'Collect sample' }));
    expect(await screen.findByText('Sample L-2611-0042 collected')).toBeInTheDocument();
    expect(steps).toEqual([{ step: 'collect', body: { sampleType: 'EDTA blood' } }]);
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Barcode L-2611-0042' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Enter results' })).toBeInTheDocument();
  });

  it('rejects a sample only with a reason', async () => {
    const steps = orderApi(collected, {
      reject: () => ({
        ...collected,
        order: { ...collected.order, status: 'Rejected' },
        samples: [
          {
            ...sample,
            rejectedAt: '2026-11-23T05:00:00.000Z',
            rejectedBy: 'Lab Tech Suresh',
            rejectionReason: 'Haemolysed',
          },
        ],
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reject sample' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject sample' }));
    const confirm = dialog.getByRole('button', { name: 'Reject sample' });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Haemolysed');
    await user.click(confirm);
    expect(await screen.findByText('Sample rejected')).toBeInTheDocument();
    expect(steps).toEqual([{ step: 'reject', body: { reason: 'Haemolysed' } }]);
    expect(await screen.findByRole('button', { name: 'Collect new sample' })).toBeInTheDocument();
    expect(screen.getByText(/rejected by Lab Tech Suresh: Haemolysed/)).toBeInTheDocument();
  });

  it('cancels an order that has no sample yet, asking why', async () => {
    const steps = orderApi(ordered, {
      cancel: () => ({ ...ordered, order: { ...ordered.order, status: 'Cancelled' } }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order' }));
    expect(dialog.getByText('Cancel CBC & Electrolytes? Its charge is cancelled with it.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText('Give the reason')).toBeInTheDocument();
    expect(steps).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Ordered twice');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(steps).toEqual([{ step: 'cancel', body: { reason: 'Ordered twice' } }]);
  });

  it('shows entered results waiting for approval, and approves them', async () => {
    const steps = orderApi(entered, { approve: () => approved });
    const user = renderPage();
    const versions = await screen.findAllByText('10.2');
    expect(versions.length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Print report' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Results approved')).toBeInTheDocument();
    expect(steps).toEqual([{ step: 'approve', body: {} }]);
    expect(await screen.findByRole('button', { name: 'Amend report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print report' })).toBeInTheDocument();
  });

  it("shows the server's refusal when the same user approves their own results (403)", async () => {
    orderApi(entered, {
      approve: () =>
        HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: 'Results must be approved by another lab user' } },
          { status: 403 },
        ),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Results must be approved by another lab user')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('amends an approved report from its values, asking why', async () => {
    const steps = orderApi(approved, { amendments: () => ({ ...entered, reports: [report] }) });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Amend report' }));
    const form = within(screen.getByRole('form', { name: 'Amend results' }));
    const value = form.getByRole('textbox', { name: 'Haemoglobin result' });
    expect(value).toHaveValue('10.2');
    await user.clear(value);
    await user.type(value, '11.2');
    await user.click(form.getByRole('button', { name: 'Save amendment' }));
    expect(await form.findByText('Give the reason for the amendment')).toBeInTheDocument();
    expect(steps).toEqual([]);
    await user.type(form.getByRole('textbox', { name: /Reason for the amendment/ }), 'Transcription error');
    await user.click(form.getByRole('button', { name: 'Save amendment' }));
    expect(await screen.findByText('Amendment saved; it waits for approval')).toBeInTheDocument();
    expect(steps[0]?.step).toBe('amendments');
    expect(steps[0]?.body).toMatchObject({
      reason: 'Transcription error',
      results: expect.arrayContaining([{ parameterId: hb, value: '11.2', comment: '' }]) as unknown,
    });
  });

  it('offers Try Again when the order cannot be loaded', async () => {
    mockMe(['lab']);
    server.use(
      http.get(`/api/lab/orders/${id}`, () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('Failed to load the lab order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
