import type { BatchOffer, DispenseProposal, Sale } from '@clinic/shared/pharmacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { DispenseForm } from './dispense-form.tsx';

const encounterId = 'e0000000-0000-4000-8000-000000000001';
const offer = (id: string, batchNumber: string, available: number, quantity: number, mrpPaise: number): BatchOffer => ({
  batchId: id,
  batchNumber,
  expiryDate: '2027-03-31',
  available,
  quantity,
  mrpPaise,
  unitsPerPack: 10,
  expiresWithinCourse: false,
});
const amx01 = { ...offer('ba000000-0000-4000-8000-000000000001', 'AMX01', 10, 10, 120_00), expiresWithinCourse: true };
const amx02 = offer('ba000000-0000-4000-8000-000000000002', 'AMX02', 50, 5, 120_00);
const mox9 = offer('ba000000-0000-4000-8000-000000000003', 'MOX9', 30, 15, 90_00);
const amoxicillin: DispenseProposal = {
  requestId: 'f0000000-0000-4000-8000-000000000001',
  patientId: 'a0000000-0000-4000-8000-000000000001',
  drugId: 'd0000000-0000-4000-8000-000000000001',
  drugName: 'Amoxicillin 500mg',
  gstRate: 12,
  schedule: 'H',
  prescribed: 15,
  dispensed: 0,
  remaining: 15,
  status: 'Pending',
  courseDays: 5,
  offers: [amx01, amx02],
  shortBy: 0,
  allergyWarnings: [],
  doctorOverride: '',
  substitutes: [
    { drugId: 'd0000000-0000-4000-8000-000000000002', drugName: 'Mox 500', gstRate: 12, schedule: 'H', offers: [mox9] },
  ],
};
const pantoprazole: DispenseProposal = {
  ...amoxicillin,
  requestId: 'f0000000-0000-4000-8000-000000000002',
  drugId: 'd0000000-0000-4000-8000-000000000003',
  drugName: 'Pantoprazole 40mg',
  prescribed: 10,
  dispensed: 10,
  remaining: 0,
  status: 'Dispensed',
  offers: [],
  substitutes: [],
};
const cetirizine: DispenseProposal = {
  ...pantoprazole,
  requestId: 'f0000000-0000-4000-8000-000000000003',
  drugId: 'd0000000-0000-4000-8000-000000000004',
  drugName: 'Cetirizine 10mg',
  prescribed: 5,
  dispensed: 0,
  remaining: 5,
  status: 'Pending',
  shortBy: 5,
};
const sale: Sale = {
  _id: 'c0000000-0000-4000-8000-000000000009',
  billNumber: 'PH/26-27/0031',
  kind: 'OP',
  patientName: 'Ravi Kumar',
  mrn: 'MRN-000123',
  doctorName: 'Dr. Iyer',
  prescriberRegistration: 'MMC-2011/04567',
  soldAt: '2026-11-23T10:00:00.000Z',
  soldBy: 'Asha Menon',
  lines: [],
  mrpPaise: 180_00,
  discountPaise: 0,
  taxablePaise: 160_71,
  cgstPaise: 9_65,
  sgstPaise: 9_64,
  roundOffPaise: 0,
  totalPaise: 180_00,
  payment: { receiptNumber: 'R-0031', mode: 'Cash', reference: null },
};

function dispenseApi(reply: () => Response = () => HttpResponse.json(sale, { status: 201 })) {
  const sent: unknown[] = [];
  server.use(
    http.post(`/api/pharmacy/prescriptions/${encounterId}/dispense`, async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

function renderForm(proposals: DispenseProposal[] = [amoxicillin, pantoprazole, cetirizine]) {
  const onDone = vi.fn();
  renderWithProviders(<DispenseForm encounterId={encounterId} proposals={proposals} onDone={onDone} />);
  return { onDone, user: userEvent.setup() };
}

const line = (name: string) => within(screen.getByRole('region', { name: `Line ${name}` }));
const total = () => screen.getByTestId('dispense-total');

describe('Dispensing an OP prescription', () => {
  it('shows each line with its FEFO batches, the dispensed line and the line with no stock', () => {
    dispenseApi();
    renderForm();
    const amox = line('Amoxicillin 500mg');
    expect(amox.getByText('Prescribed 15 · dispensed 0 · 15 left · 5-day course')).toBeInTheDocument();
    expect(amox.getByRole('textbox', { name: 'Quantity from batch AMX01' })).toHaveValue('10');
    expect(amox.getByRole('textbox', { name: 'Quantity from batch AMX02' })).toHaveValue('5');
    expect(amox.getByText('Expires within the course')).toBeInTheDocument();
    expect(amox.getByText('50 (5 packs)')).toBeInTheDocument();
    expect(line('Pantoprazole 40mg').getByText('Dispensed')).toBeInTheDocument();
    expect(
      line('Cetirizine 10mg').getByText('No stock of Cetirizine 10mg: nothing can be dispensed from this drug now.'),
    ).toBeInTheDocument();
    expect(
      line('Cetirizine 10mg').getByText('5 short in stock: dispense what there is, the rest stays pending.'),
    ).toBeInTheDocument();
    // 15 units of a ten-strip at ₹120.00.
    expect(total()).toHaveTextContent('Total ₹180.00');
  });

  it('dispenses the FEFO quantities for cash and reports the bill', async () => {
    const sent = dispenseApi();
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(sale));
    expect(sent).toEqual([
      {
        lines: [
          {
            requestId: amoxicillin.requestId,
            drugId: amoxicillin.drugId,
            batchId: amx01.batchId,
            quantity: 10,
            allergyOverride: '',
          },
          {
            requestId: amoxicillin.requestId,
            drugId: amoxicillin.drugId,
            batchId: amx02.batchId,
            quantity: 5,
            allergyOverride: '',
          },
        ],
        payment: { mode: 'Cash', reference: '' },
      },
    ]);
    expect(await screen.findByText('Medicines dispensed: bill PH/26-27/0031')).toBeInTheDocument();
  });

  it('shows the allergy with the doctor’s reason and sends nothing until the pharmacist gives one', async () => {
    const sent = dispenseApi();
    const warned = {
      ...amoxicillin,
      allergyWarnings: [
        'Amoxicillin 500mg (Amoxicillin, of the Penicillins) matches the recorded allergy to Penicillin',
      ],
      doctorOverride: 'Tolerated before',
    };
    const { user } = renderForm([warned]);
    expect(line('Amoxicillin 500mg').getByText(/allergy to Penicillin/)).toBeInTheDocument();
    expect(line('Amoxicillin 500mg').getByText('Tolerated before')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    expect(
      await screen.findByText('Amoxicillin 500mg: give the reason to supply it despite the allergy'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: "Pharmacist's reason to supply" }), 'Checked with the doctor');
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      lines: [{ allergyOverride: 'Checked with the doctor' }, { allergyOverride: 'Checked with the doctor' }],
    });
  });

  it('dispenses part of a line: a batch set to 0 is left out and the total follows', async () => {
    const sent = dispenseApi();
    const { user, onDone } = renderForm();
    await user.tripleClick(screen.getByRole('textbox', { name: 'Quantity from batch AMX02' }));
    await user.keyboard('0');
    expect(total()).toHaveTextContent('Total ₹120.00');
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        lines: [
          {
            requestId: amoxicillin.requestId,
            drugId: amoxicillin.drugId,
            batchId: amx01.batchId,
            quantity: 10,
            allergyOverride: '',
          },
        ],
      }),
    ]);
  });

  it('refuses more than is left on the line and nothing at all', async () => {
    const sent = dispenseApi();
    const { user } = renderForm();
    const second = screen.getByRole('textbox', { name: 'Quantity from batch AMX02' });
    await user.tripleClick(second);
    await user.keyboard('6');
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    expect(
      await screen.findByText('Amoxicillin 500mg: More than is left to dispense on this line'),
    ).toBeInTheDocument();

    await user.tripleClick(second);
    await user.keyboard('0');
    await user.tripleClick(screen.getByRole('textbox', { name: 'Quantity from batch AMX01' }));
    await user.keyboard('0');
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    expect(await screen.findByText('Choose at least one line to dispense')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('switches a line to a substitute with its own batches and sends the substitute', async () => {
    const sent = dispenseApi();
    const { user, onDone } = renderForm([amoxicillin]);
    await pickOption(
      user,
      screen.getByRole('combobox', { name: 'Medicine for Amoxicillin 500mg' }),
      'Mox 500 (substitute)',
    );
    expect(screen.queryByRole('textbox', { name: 'Quantity from batch AMX01' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity from batch MOX9' })).toHaveValue('15');
    expect(total()).toHaveTextContent('Total ₹135.00');
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      lines: [
        { requestId: amoxicillin.requestId, drugId: 'd0000000-0000-4000-8000-000000000002', batchId: mox9.batchId },
      ],
    });
  });

  it('needs the Card reference, then sends it', async () => {
    const sent = dispenseApi();
    const { user, onDone } = renderForm([amoxicillin]);
    await user.click(screen.getByText('Card'));
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    expect(await screen.findByText('Enter the payment reference')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Card reference' }), 'POS-5521');
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({ payment: { mode: 'Card', reference: 'POS-5521' } });
  });

  it("shows the server's message when the batch was sold out meanwhile (409)", async () => {
    dispenseApi(() =>
      HttpResponse.json({ error: { code: 'CONFLICT', message: 'Not enough stock in this batch' } }, { status: 409 }),
    );
    const { user, onDone } = renderForm([amoxicillin]);
    await user.click(screen.getByRole('button', { name: 'Dispense & take payment' }));
    expect(await screen.findByText('Not enough stock in this batch')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers no payment once every line is dispensed', () => {
    dispenseApi();
    renderForm([pantoprazole]);
    expect(screen.getByText('Every line of this prescription is dispensed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispense & take payment' })).not.toBeInTheDocument();
  });
});
