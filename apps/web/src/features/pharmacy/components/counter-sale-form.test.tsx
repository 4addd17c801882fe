import { REGISTER_NEEDS_ADDRESS, REGISTRATION_FORMAT, type Sale, type Sellable } from '@clinic/shared/pharmacy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { findOption, pickOption } from '../../../testing/combobox.ts';
import { server } from '../../../testing/server.ts';
import { CounterSaleForm } from './counter-sale-form.tsx';

const batch = (id: string, mrpPaise: number) => ({
  batchId: id,
  batchNumber: `B-${id.slice(-3)}`,
  expiryDate: '2027-08-31',
  available: 200,
  quantity: 1,
  mrpPaise,
  unitsPerPack: 10,
  expiresWithinCourse: false,
});
const paracetamol: Sellable = {
  drugId: 'd1000000-0000-4000-8000-000000000001',
  drugName: 'Paracetamol 500mg',
  schedule: 'OTC',
  hsn: '30049099',
  gstRate: 12,
  unitsPerPack: 10,
  stock: 200,
  batch: batch('a1000000-0000-4000-8000-000000000101', 30_00),
};
const amoxicillin: Sellable = {
  ...paracetamol,
  drugId: 'd1000000-0000-4000-8000-000000000002',
  drugName: 'Amoxicillin 500mg',
  schedule: 'H',
  batch: batch('a1000000-0000-4000-8000-000000000102', 120_00),
};
const cefixime: Sellable = {
  ...paracetamol,
  drugId: 'd1000000-0000-4000-8000-000000000004',
  drugName: 'Cefixime 200mg',
  schedule: 'H1',
  batch: batch('a1000000-0000-4000-8000-000000000104', 100_00),
};
const syrup: Sellable = {
  ...paracetamol,
  drugId: 'd1000000-0000-4000-8000-000000000003',
  drugName: 'Paracough Syrup',
  batch: null,
};

const sale: Sale = {
  _id: 'c0000000-0000-4000-8000-000000000001',
  billNumber: 'PH/26-27/0007',
  kind: 'Counter',
  patientName: 'Meena Shah',
  mrn: null,
  doctorName: 'Dr. Iyer',
  prescriberRegistration: 'MMC-12345',
  soldAt: '2026-11-23T10:00:00.000Z',
  soldBy: 'Asha Menon',
  lines: [],
  mrpPaise: 3_00,
  discountPaise: 0,
  taxablePaise: 2_68,
  cgstPaise: 16,
  sgstPaise: 16,
  roundOffPaise: 0,
  totalPaise: 3_00,
  payment: { receiptNumber: 'R-0001', mode: 'Cash', reference: null },
};

function counterApi(reply: () => Response = () => HttpResponse.json(sale, { status: 201 })) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/pharmacy/sellable', ({ request }) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      return HttpResponse.json(
        [paracetamol, amoxicillin, cefixime, syrup].filter((s) => s.drugName.toLowerCase().includes(search)),
      );
    }),
    http.post('/api/pharmacy/counter-sales', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

function renderForm() {
  const onSold = vi.fn();
  renderWithProviders(<CounterSaleForm onSold={onSold} />);
  return { onSold, user: userEvent.setup() };
}

async function addMedicine(user: ReturnType<typeof userEvent.setup>, typed: string, option: RegExp) {
  await pickOption(user, screen.getByRole('combobox', { name: 'Add a medicine' }), option, typed);
}

async function fillBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Meena Shah');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: /Doctor name/ }), 'Dr. Iyer');
}

describe('Counter sale', () => {
  it('starts with an empty cart and refuses to sell without a buyer and a medicine', async () => {
    const sent = counterApi();
    const { user } = renderForm();
    expect(screen.getByText('The cart is empty: type a medicine above.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total ₹0.00');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Add at least one medicine')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('lists the stock and schedule while searching and adds the FEFO batch at its MRP', async () => {
    counterApi();
    const { user } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Add a medicine' }), 'amox');
    const option = await findOption('Amoxicillin 500mg · 200 in stock · Sch. H');
    await user.click(option);
    const cart = within(screen.getByRole('table', { name: 'Cart' }));
    expect(cart.getByText('Amoxicillin 500mg')).toBeInTheDocument();
    expect(cart.getByText('Sch. H')).toBeInTheDocument();
    expect(cart.getByText('B-102')).toBeInTheDocument();
    expect(cart.getByText('08/2027')).toBeInTheDocument();
    expect(cart.getByText('₹120.00 / 10')).toBeInTheDocument();
    // One unit of a ten-strip at ₹120.00.
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total ₹12.00');
    expect(screen.getByText('Required: the cart has a Schedule H, H1 or X medicine')).toBeInTheDocument();
  });

  it('warns instead of adding a medicine with no stock, and adds a medicine only once', async () => {
    counterApi();
    const { user } = renderForm();
    await addMedicine(user, 'Paracough', /Paracough Syrup/);
    expect(await screen.findByText('Paracough Syrup has no stock to sell')).toBeInTheDocument();
    expect(screen.getByText('The cart is empty: type a medicine above.')).toBeInTheDocument();
    await addMedicine(user, 'Paracetamol', /Paracetamol 500mg/);
    await addMedicine(user, 'Paracetamol', /Paracetamol 500mg/);
    expect(within(screen.getByRole('table', { name: 'Cart' })).getAllByText('Paracetamol 500mg')).toHaveLength(1);
  });

  it('reprices a line on quantity and discount and can remove it', async () => {
    counterApi();
    const { user } = renderForm();
    await addMedicine(user, 'Paracetamol', /Paracetamol 500mg/);
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Paracetamol 500mg' });
    await user.tripleClick(quantity);
    await user.keyboard('20');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total ₹60.00');
    await user.type(screen.getByRole('textbox', { name: 'Discount on Paracetamol 500mg' }), '10');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total ₹54.00');
    await user.click(screen.getByRole('button', { name: 'Remove Paracetamol 500mg' }));
    expect(screen.getByText('The cart is empty: type a medicine above.')).toBeInTheDocument();
  });

  it('asks why for a discount and sends the reason with the sale', async () => {
    const sent = counterApi();
    const { user } = renderForm();
    await fillBuyer(user);
    await addMedicine(user, 'Paracetamol', /Paracetamol 500mg/);
    await user.type(screen.getByRole('textbox', { name: 'Discount on Paracetamol 500mg' }), '5');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('Give the reason for the discount')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Discount reason/ }), 'Senior citizen');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ discountReason: 'Senior citizen', lines: [{ discountPercent: 5 }] });
  });

  it("asks for the prescriber's registration, age and sex for a Schedule H medicine", async () => {
    const sent = counterApi();
    const { user } = renderForm();
    await fillBuyer(user);
    await addMedicine(user, 'amox', /Amoxicillin/);
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(
      await screen.findByText(
        "Schedule H, H1 and X medicines need the prescriber's name and registration number and the patient's name, age and sex",
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a registration number that names no council, under the field', async () => {
    const sent = counterApi();
    const { user } = renderForm();
    await fillBuyer(user);
    await user.type(screen.getByRole('textbox', { name: /registration no/ }), 'x');
    await addMedicine(user, 'amox', /Amoxicillin/);
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText(REGISTRATION_FORMAT)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("asks for the doctor's address for a Schedule H1 medicine and sends both addresses", async () => {
    const sent = counterApi();
    const { user } = renderForm();
    await fillBuyer(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '42');
    await pickOption(user, screen.getByRole('combobox', { name: 'Sex' }), 'Female');
    await user.type(screen.getByRole('textbox', { name: /registration no/ }), 'kmc 12345');
    await user.type(screen.getByRole('textbox', { name: "Patient's address" }), '12 FC Road, Pune');
    await addMedicine(user, 'cef', /Cefixime/);
    expect(screen.getByText('Required: the cart has a Schedule H1 or X medicine')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText(REGISTER_NEEDS_ADDRESS)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Doctor's address/ }), 'Iyer Clinic, MG Road, Pune');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() =>
      expect(sent).toMatchObject([
        {
          buyer: {
            registrationNumber: 'KMC 12345',
            prescriberAddress: 'Iyer Clinic, MG Road, Pune',
            address: '12 FC Road, Pune',
          },
        },
      ]),
    );
  });

  it('sells by UPI with the reference, sends the batch and clears the form', async () => {
    const sent = counterApi();
    const { user, onSold } = renderForm();
    await fillBuyer(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Age' }), '42');
    await pickOption(user, screen.getByRole('combobox', { name: 'Sex' }), 'Female');
    await user.type(screen.getByRole('textbox', { name: /registration no/ }), 'MMC-12345');
    await addMedicine(user, 'amox', /Amoxicillin/);
    await user.click(screen.getByText('UPI'));
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('Enter the payment reference')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'UPI reference' }), 'UPI-3321');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await waitFor(() => expect(onSold).toHaveBeenCalledWith(sale));
    expect(sent).toEqual([
      {
        buyer: {
          name: 'Meena Shah',
          age: 42,
          sex: 'Female',
          phoneNumber: '9876543210',
          doctorName: 'Dr. Iyer',
          registrationNumber: 'MMC-12345',
          prescriberAddress: '',
          address: '',
        },
        lines: [{ drugId: amoxicillin.drugId, batchId: amoxicillin.batch?.batchId, quantity: 1, discountPercent: 0 }],
        discountReason: '',
        payment: { mode: 'UPI', reference: 'UPI-3321' },
      },
    ]);
    expect(await screen.findByText('Sale completed: bill PH/26-27/0007')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(screen.getByText('The cart is empty: type a medicine above.')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the cart (409 stock gone)", async () => {
    counterApi(() =>
      HttpResponse.json({ error: { code: 'CONFLICT', message: 'Not enough stock in this batch' } }, { status: 409 }),
    );
    const { user, onSold } = renderForm();
    await fillBuyer(user);
    await addMedicine(user, 'Paracetamol', /Paracetamol 500mg/);
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText('Not enough stock in this batch')).toBeInTheDocument();
    expect(onSold).not.toHaveBeenCalled();
    expect(within(screen.getByRole('table', { name: 'Cart' })).getByText('Paracetamol 500mg')).toBeInTheDocument();
  });
});
