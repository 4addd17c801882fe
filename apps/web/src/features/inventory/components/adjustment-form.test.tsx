import type { Batch, Drug } from '@clinic/shared/inventory';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AdjustmentForm } from './adjustment-form.tsx';

const base = '/api/inventory';
const drug: Drug = {
  _id: '5c2e9f14-8b3a-4d70-a6e1-0f7d2c9b4a83',
  name: 'Amoxicillin 500mg Capsule',
  molecule: 'Amoxicillin',
  manufacturer: 'Cipla',
  category: 'Capsule',
  schedule: 'H',
  hsn: '30041010',
  packing: '10 x 10',
  unitsPerPack: 10,
  weight: 500,
  measurement: 'mg',
  gst: 5,
  mrp: 120,
  reorderLevel: 20,
  stockOnHand: 170,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const batch = (batchNumber: string, quantityOnHand: number, expiryDate: string): Batch => ({
  _id: `ba000000-0000-4000-8000-0000000${batchNumber.slice(-5)}`,
  drugId: drug._id,
  drug: drug.name,
  batchNumber,
  expiryDate,
  mrp: 120,
  ptr: 95,
  quantityOnHand,
  unitsPerPack: 10,
});

function inventoryApi(
  reply: () => Response = () => HttpResponse.json({ message: 'Stock adjustment added successfully' }),
) {
  const sent: unknown[] = [];
  const batchQueries: string[] = [];
  server.use(
    http.get(`${base}/drug/all-drugs`, () => HttpResponse.json([drug])),
    http.get(`${base}/stock/batches`, ({ request }) => {
      batchQueries.push(new URL(request.url).searchParams.get('drugId') ?? '');
      return HttpResponse.json([batch('AMX2611', 120, '2027-06-30'), batch('AMX2702', 50, '2027-12-31')]);
    }),
    http.post(`${base}/stock-adjustment/add-stock-adjustment`, async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return { sent, batchQueries };
}

function renderForm() {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<AdjustmentForm onSaved={onSaved} onCancel={onCancel} />);
  return { onSaved, onCancel, user: userEvent.setup() };
}

async function chooseBatch(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: /Item/ }), 'Amox');
  await user.click(await findOption('Amoxicillin 500mg Capsule'));
  const batchSelect = screen.getByRole('combobox', { name: /Batch number/ });
  await waitFor(() => expect(batchSelect).toBeEnabled());
  await user.click(batchSelect);
  await user.click(await findOption(/^AMX2611 \(exp .*, 120 on hand\)$/));
}

async function chooseReason(user: UserEvent, reason: string) {
  await user.click(screen.getByRole('combobox', { name: /Reason/ }));
  await user.click(await findOption(reason));
}

describe('Stock adjustment', () => {
  it('asks for the item first and sends nothing', async () => {
    const { sent } = inventoryApi();
    const { user } = renderForm();
    expect(screen.getByRole('combobox', { name: /Batch number/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an item');
    expect(sent).toEqual([]);
  });

  it("offers the chosen item's batches and fills the stock on hand from the batch", async () => {
    const { batchQueries } = inventoryApi();
    const { user } = renderForm();
    await chooseBatch(user);
    expect(batchQueries).toContain(drug._id);
    expect(screen.getByRole('textbox', { name: 'Current stock' })).toHaveValue('120');
  });

  it('refuses a fractional adjustment and a missing reason', async () => {
    const { sent } = inventoryApi();
    const { user } = renderForm();
    await chooseBatch(user);
    await user.type(screen.getByRole('textbox', { name: /Adjustment value/ }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adjustment value must be a valid number');
    await user.clear(screen.getByRole('textbox', { name: /Adjustment value/ }));
    await user.type(screen.getByRole('textbox', { name: /Adjustment value/ }), '-20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please select a reason for adjustment'));
    expect(sent).toEqual([]);
  });

  it('saves a removal with its reason and returns to the list after the toast', async () => {
    const { sent } = inventoryApi();
    const { user, onSaved } = renderForm();
    await chooseBatch(user);
    await user.type(screen.getByRole('textbox', { name: /Adjustment value/ }), '-20');
    await chooseReason(user, 'Damage');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock adjustment added successfully')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        itemName: 'Amoxicillin 500mg Capsule',
        batchNumber: 'AMX2611',
        currStock: 120,
        adjustmentValue: -20,
        reason: 'Damage',
      },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 3000 });
  });

  it("shows the server's refusal of a negative stock (422)", async () => {
    inventoryApi(() =>
      HttpResponse.json(
        { error: { code: 'VALIDATION', message: 'Adjustment would result in negative stock' } },
        { status: 422 },
      ),
    );
    const { user, onSaved } = renderForm();
    await chooseBatch(user);
    await user.type(screen.getByRole('textbox', { name: /Adjustment value/ }), '-500');
    await chooseReason(user, 'Physical Count');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Adjustment would result in negative stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('cancels without saving', async () => {
    const { sent } = inventoryApi();
    const { user, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
