import type { CareOrder } from '@clinic/shared/admissions';
import type { Role } from '@clinic/shared/auth';
import type { Service } from '@clinic/shared/services';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { admissionId } from '../../../testing/fixtures/admissions.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { CareOrdersPanel } from './care-orders-panel.tsx';

const service = (name: string, category: Service['category'], price: number): Service => ({
  _id: `svc-${name}`,
  name,
  category,
  description: '',
  duration: 15,
  price,
  isActive: true,
  nonPayableItem: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const order = (over: Partial<CareOrder>): CareOrder => ({
  _id: 'co-1',
  admissionId,
  kind: 'Procedure',
  title: 'Wound dressing',
  instructions: '',
  urgency: 'Routine',
  status: 'Active',
  pricePaise: 35_000,
  orderedBy: 'Dr. Priya Sharma',
  orderedById: 'u-0001',
  orderedAt: '2026-11-25T04:30:00.000Z',
  endedAt: null,
  endedBy: null,
  endReason: '',
  ...over,
});

function careApi(roles: Role[], orders: CareOrder[]) {
  mockMe(roles);
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/service/all', () =>
      HttpResponse.json([
        service('Wound dressing', 'Procedure', 350),
        service('Chest physiotherapy', 'Therapy', 400),
        service('Serum sodium', 'Laboratory', 200),
      ]),
    ),
    http.get(`/api/admissions/${admissionId}/care-orders`, () => HttpResponse.json(orders)),
    http.post(`/api/admissions/${admissionId}/care-orders`, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json() });
      return HttpResponse.json(order({ _id: 'co-new', title: 'Chest physiotherapy' }), { status: 201 });
    }),
    http.post('/api/care-orders/:id/:action', async ({ request, params }) => {
      sent.push({ url: `${String(params.id)}/${String(params.action)}`, body: await request.text() });
      return HttpResponse.json(order({ _id: String(params.id), status: 'Done' }));
    }),
  );
  return sent;
}

describe('Procedures, diet and nursing orders on the stay', () => {
  it('lets the doctor order a ward procedure with its urgency, offering no lab tests', async () => {
    const sent = careApi(['doctor'], []);
    const user = userEvent.setup();
    renderWithProviders(<CareOrdersPanel admissionId={admissionId} active canOrder canComplete />);
    expect(await screen.findByText('No procedures, diet or nursing orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(screen.getByText('Choose a procedure or service')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Procedure or service' });
    await user.click(picker);
    expect(screen.queryByRole('option', { name: /Serum sodium/ })).not.toBeInTheDocument();
    await pickOption(user, picker, /Chest physiotherapy/);
    await pickOption(user, screen.getByRole('combobox', { name: 'Urgency' }), 'STAT');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Before breakfast');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    await waitFor(() =>
      expect(sent.map((s) => s.body)).toEqual([
        {
          kind: 'Procedure',
          serviceId: 'svc-Chest physiotherapy',
          urgency: 'STAT',
          instructions: 'Before breakfast',
        },
      ]),
    );
  });

  it('asks for a diet and a nursing instruction before sending them', async () => {
    careApi(['doctor'], []);
    const user = userEvent.setup();
    renderWithProviders(<CareOrdersPanel admissionId={admissionId} active canOrder canComplete />);
    await user.click(await screen.findByRole('radio', { name: 'Diet' }));
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(screen.getByText('Choose a diet')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Nursing' }));
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(screen.getByText('Write the nursing instruction')).toBeInTheDocument();
  });

  it('shows urgency and offers cancel only on the doctor’s own orders, and stop with a reason', async () => {
    const sent = careApi(
      ['doctor'],
      [
        order({ _id: 'co-diet', kind: 'Diet', title: 'Diabetic', pricePaise: null, instructions: '1800 kcal' }),
        order({
          _id: 'co-other',
          kind: 'Nursing',
          title: 'Nursing instruction',
          pricePaise: null,
          urgency: 'STAT',
          orderedById: 'u-9',
        }),
      ],
    );
    const user = userEvent.setup();
    renderWithProviders(<CareOrdersPanel admissionId={admissionId} active canOrder canComplete={false} />);
    const diet = (await screen.findByText('Diabetic')).closest('tr') as HTMLElement;
    const other = screen.getByText('Nursing instruction').closest('tr') as HTMLElement;
    expect(within(other).getByText('STAT')).toBeInTheDocument();
    expect(within(diet).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(diet).getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop order' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop order' }));
    expect(within(dialog).getByText('Give the reason')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Eating normally');
    await user.click(within(dialog).getByRole('button', { name: 'Stop order' }));
    await waitFor(() => expect(sent).toEqual([{ url: 'co-diet/stop', body: '{"reason":"Eating normally"}' }]));
  });

  it('lets the nurse mark a procedure done, without the order form', async () => {
    const sent = careApi(['nurse'], [order({ urgency: 'Urgent', instructions: 'Left leg' })]);
    const user = userEvent.setup();
    renderWithProviders(<CareOrdersPanel admissionId={admissionId} active canOrder={false} canComplete />);
    expect(await screen.findByText('Wound dressing · ₹350.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(sent.map((s) => s.url)).toEqual(['co-1/done']));
  });
});
