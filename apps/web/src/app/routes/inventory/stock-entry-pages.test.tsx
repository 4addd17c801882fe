import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AddStockEntryPage } from './stock-entry-pages.tsx';

const base = '/api/inventory';
const supplier = {
  _id: 'b4e7c2a0-5d1f-4e93-8a06-2f9c1d7e3b54',
  name: 'Medline Distributors',
  gstNumber: '27AAPFU0939F1ZV',
  regionType: 'Local',
  phoneNumber: '9876543210',
  address: 'Pune',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411001',
  dueDate: '30 days',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const drug = {
  _id: '5c2e9f14-8b3a-4d70-a6e1-0f7d2c9b4a83',
  name: 'Amoxicillin 500mg Capsule',
  molecule: 'Amoxicillin',
  manufacturer: 'Cipla',
  category: 'Capsule',
  schedule: 'H',
  hsn: '30041010',
  packing: '10 x 10',
  weight: 500,
  measurement: 'mg',
  gst: 5,
  mrp: 120,
  reorderLevel: 20,
  stockOnHand: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The inventory API a new invoice needs: suppliers, drugs, the supplier's defaults, and the save. */
function inventoryApi() {
  const posted: unknown[] = [];
  server.use(
    http.get(`${base}/supplier/all-suppliers`, () => HttpResponse.json({ data: [supplier] })),
    http.get(`${base}/drug/all-drugs`, () => HttpResponse.json([drug])),
    http.get(`${base}/stock-entry/get-default-details`, () =>
      HttpResponse.json({ invoiceNumber: 'INV-1042', dueDate: '2026-12-23' }),
    ),
    http.post(`${base}/stock-entry/add-stock`, async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ message: 'Stock entry added successfully' }, { status: 201 });
    }),
  );
  return posted;
}

describe('Add Stock Entry', () => {
  it('asks for the invoice fields before sending anything', async () => {
    const posted = inventoryApi();
    renderWithProviders(<AddStockEntryPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/required/i)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("fills the supplier's next invoice number and due date, shows the line amount, and saves", async () => {
    const posted = inventoryApi();
    renderWithProviders(<AddStockEntryPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Supplier' }), 'Medline');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/Invoice number/)).toHaveValue('INV-1042'));
    expect(screen.getByLabelText(/Due date/)).toHaveValue('2026-12-23');

    await user.type(screen.getByRole('combobox', { name: 'Drug 1' }), 'Amoxicillin 500mg Capsule');
    await user.type(screen.getByLabelText('Batch 1'), 'AMX2611');
    await user.type(screen.getByLabelText('Expiry 1'), '2028-06-30');
    await user.type(screen.getByLabelText('MRP 1'), '120');
    await user.type(screen.getByLabelText('PTR 1'), '80');
    await user.type(screen.getByLabelText('Quantity 1'), '100');
    await user.type(screen.getByLabelText('Discount 1'), '10');
    // 100 × ₹80 less 10% = ₹7,200.00, in Indian grouping.
    expect(await screen.findAllByText(/7,200\.00/)).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Stock entry added successfully')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({
        supplier: 'Medline Distributors',
        invoiceNumber: 'INV-1042',
        dueDate: '2026-12-23',
        status: 'Pending',
        itemDetails: [
          expect.objectContaining({
            drug: 'Amoxicillin 500mg Capsule',
            batchNumber: 'AMX2611',
            expiryDate: '2028-06-30',
            mrp: 120,
            ptr: 80,
            quantity: 100,
            disc: 10,
          }),
        ],
      }),
    ]);
  });
});
