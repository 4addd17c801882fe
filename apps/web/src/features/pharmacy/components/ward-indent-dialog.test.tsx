import type { IpPrescription, WardIssue } from '@clinic/shared/pharmacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { WardIndentDialog } from './ward-indent-dialog.tsx';

const order = (orderId: string, drugName: string, batchNumber: string, units: number): IpPrescription => ({
  orderId,
  admissionId: 'adm-1',
  ipNumber: 'IP/2627/00042',
  patientName: 'Meena Pillai',
  mrn: 'MRN-000777',
  ward: 'General Ward A',
  bedNumber: 'A-4',
  drugId: `drug-${orderId}`,
  drugName,
  dose: '1 tablet',
  route: 'Oral',
  frequency: 'TDS',
  status: 'Active',
  orderedBy: 'Dr. Priya Sharma',
  orderedAt: '2026-11-25T04:30:00.000Z',
  issuedQuantity: 0,
  offers:
    units === 0
      ? []
      : [
          {
            batchId: `batch-${orderId}`,
            batchNumber,
            expiryDate: '2027-06-30',
            available: 100,
            quantity: units,
            mrpPaise: 30_00,
            unitsPerPack: 10,
            expiresWithinCourse: false,
          },
        ],
});

const issue = (i: number): WardIssue => ({
  _id: `issue-${i}`,
  ipNumber: 'IP/2627/00042',
  drugName: 'x',
  batchNumber: 'B',
  quantity: 3,
  amountPaise: 9_00,
  issuedAt: '2026-11-25T05:00:00.000Z',
  issuedBy: 'Kavita Joshi',
});

describe('The ward indent dialog', () => {
  it('issues the ticked lines of a stay in one request, with their batches and units', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/pharmacy/ward-indents', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json([issue(1), issue(2)], { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const orders = [
      order('o1', 'Paracetamol 500mg', 'PCM-1', 3),
      order('o2', 'Pantoprazole 40mg', 'PAN-9', 1),
      order('o3', 'Ondansetron 4mg', '', 0),
    ];
    renderWithProviders(<WardIndentDialog orders={orders} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: "Issue the stay's medicines" });
    expect(within(dialog).getByText('No stock')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Issue Ondansetron 4mg' })).toBeDisabled();
    const units = within(dialog).getByRole('textbox', { name: 'Units of Pantoprazole 40mg' });
    await user.clear(units);
    await user.type(units, '2');
    expect(within(dialog).getByText('₹15.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue 2 to ward' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          lines: [
            { orderId: 'o1', batchId: 'batch-o1', quantity: 3 },
            { orderId: 'o2', batchId: 'batch-o2', quantity: 2 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Issued 2 medicines to IP/2627/00042: ₹18.00 charged')).toBeInTheDocument();
  });

  it('shows why the pharmacy refused the whole indent, and asks for a line when none is ticked', async () => {
    server.use(
      http.post('/api/pharmacy/ward-indents', () =>
        HttpResponse.json(
          { error: { code: 'RULE_BROKEN', message: 'Pantoprazole 40mg batch PAN-9: Not enough stock in this batch' } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <WardIndentDialog
        orders={[order('o1', 'Paracetamol 500mg', 'PCM-1', 3), order('o2', 'Pantoprazole 40mg', 'PAN-9', 1)]}
        onClose={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue 2 to ward' }));
    expect(await within(dialog).findByText(/PAN-9: Not enough stock/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Issue Paracetamol 500mg' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Issue Pantoprazole 40mg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue 0 to ward' }));
    expect(within(dialog).getByText('Choose at least one medicine to issue')).toBeInTheDocument();
  });
});
