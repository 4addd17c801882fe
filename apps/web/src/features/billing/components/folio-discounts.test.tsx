import type { Discount, DiscountInput } from '@clinic/shared/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { admissionId, discount, view } from '../../../testing/fixtures/billing.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { FolioDiscounts } from './folio-discounts.tsx';

const xray = view.lines.find((l) => l.description === 'Chest X-ray')?.chargeId ?? '';

/** The discount request: the server approves up to the clinic's limit and holds anything above it. */
function discountApi(reply?: () => Response) {
  const asked: DiscountInput[] = [];
  server.use(
    http.post(`/api/billing/ip/${admissionId}/discounts`, async ({ request }) => {
      const body = (await request.json()) as DiscountInput;
      asked.push(body);
      if (reply) return reply();
      const status: Discount['status'] = body.percent > view.discountApprovalPercent ? 'Pending approval' : 'Approved';
      return HttpResponse.json({ ...discount(status), percent: body.percent, reason: body.reason }, { status: 201 });
    }),
  );
  return asked;
}

describe('Folio discounts', () => {
  it('lists each discount with who asked, its state and the decision', () => {
    renderWithProviders(
      <FolioDiscounts
        view={{
          ...view,
          discounts: [
            discount('Pending approval'),
            {
              ...discount('Rejected'),
              _id: 'dc000000-0000-4000-8000-0000000000d2',
              appliesTo: 'Services: Chest X-ray',
              decidedBy: 'Dr. Admin',
              decidedAt: '2026-11-22T08:00:00.000Z',
              decisionNote: 'Not eligible',
            },
          ],
        }}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Discounts' }));
    const pending = within(table.getByText('Whole bill').closest('tr') as HTMLElement);
    expect(pending.getByText('Pending approval')).toBeInTheDocument();
    expect(pending.getByText('Staff family')).toBeInTheDocument();
    expect(pending.getByText('—')).toBeInTheDocument();
    const rejected = within(table.getByText('Services: Chest X-ray').closest('tr') as HTMLElement);
    expect(rejected.getByText('Rejected')).toBeInTheDocument();
    expect(rejected.getByText('Dr. Admin: Not eligible')).toBeInTheDocument();
  });

  it('says when there are none', () => {
    renderWithProviders(<FolioDiscounts view={view} />);
    expect(screen.getByText('No discounts.')).toBeInTheDocument();
  });

  it('applies a discount within the limit on the whole bill', async () => {
    const asked = discountApi();
    renderWithProviders(<FolioDiscounts view={view} />);
    const user = userEvent.setup();
    const apply = screen.getByRole('button', { name: 'Apply discount' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '10');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Senior citizen');
    await user.click(apply);
    await waitFor(() => expect(asked).toEqual([{ chargeId: null, percent: 10, reason: 'Senior citizen' }]));
    expect(await screen.findByText('Discount applied')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discount (%)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveValue('');
  });

  it('sends a discount above the limit for approval, on one line', async () => {
    const asked = discountApi();
    renderWithProviders(<FolioDiscounts view={view} />);
    const user = userEvent.setup();
    expect(screen.getByText(/Above 10% a discount waits for a clinic administrator's approval\./)).toBeInTheDocument();
    await pickOption(user, screen.getByRole('combobox', { name: 'Discount on' }), 'Services: Chest X-ray');
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '25');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Repeat film');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(asked).toEqual([{ chargeId: xray, percent: 25, reason: 'Repeat film' }]));
    expect(await screen.findByText('Discount sent for approval')).toBeInTheDocument();
  });

  it("shows the server's message when the reason is missing (400)", async () => {
    discountApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Give the reason for the discount',
            fields: { reason: 'Give the reason for the discount' },
          },
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<FolioDiscounts view={view} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '5');
    await user.click(screen.getByRole('button', { name: 'Apply discount' }));
    expect(await screen.findByText('Give the reason for the discount')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Discount (%)' })).toHaveValue('5');
  });

  it('offers no new discount once the bill is finalized', () => {
    renderWithProviders(
      <FolioDiscounts
        view={{
          ...view,
          finalized: {
            _id: 'b1000000-0000-4000-8000-0000000000d1',
            number: 'IP-2026-0007',
            kind: 'IP',
            documentType: 'Bill of Supply',
            totalPaise: 3_800_00,
            paidPaise: 3_000_00,
            balancePaise: 800_00,
            finalizedAt: '2026-11-23T07:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.queryByText('Give a discount')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply discount|Send for approval/ })).not.toBeInTheDocument();
  });
});
