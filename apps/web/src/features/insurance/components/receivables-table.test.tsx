import type { Receivable } from '@clinic/shared/insurance';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ReceivablesTable } from './receivables-table.tsx';

const row: Receivable = {
  billId: 'b1000000-0000-4000-8000-000000000001',
  billNumber: 'BL/2627/000042',
  billedAt: '2026-11-20T06:00:00.000Z',
  admissionId: 'a1000000-0000-4000-8000-000000000001',
  ipNumber: 'IP/2627/00042',
  patientId: 'p1000000-0000-4000-8000-000000000001',
  patientName: 'Rajesh Kumar',
  mrn: 'MRN-000042',
  payerName: 'Star Health',
  claimId: null,
  status: 'Not submitted',
  submittedAt: null,
  reference: '',
  claimedPaise: 1_23_456_00,
  receivedPaise: 0,
  tdsPaise: 0,
  deductedPaise: 0,
  writtenOffPaise: 0,
  toPatientPaise: 0,
  outstandingPaise: 1_23_456_00,
  ageDays: 7,
  settlements: [],
};

describe('ReceivablesTable', () => {
  it("offers the bill's claim file as a download, and the desk's next step", () => {
    const onAction = vi.fn();
    renderWithProviders(<ReceivablesTable rows={[row]} onAction={onAction} />);
    const cells = within(screen.getByRole('row', { name: /BL\/2627\/000042/ }));
    const file = cells.getByRole('link', { name: 'Claim file of BL/2627/000042' });
    expect(file).toHaveAttribute('href', `/api/bills/${row.billId}/claim-file`);
    expect(file).toHaveAttribute('download');
    expect(cells.getByText('₹1,23,456.00', { selector: 'strong' })).toBeInTheDocument();
    cells.getByRole('button', { name: 'Submit' }).click();
    expect(onAction).toHaveBeenCalledWith(row, 'submit');
  });

  it('shows no claim file or actions to those who only read the receivables', () => {
    renderWithProviders(<ReceivablesTable rows={[row]} />);
    expect(screen.queryByRole('link', { name: /Claim file/ })).not.toBeInTheDocument();
  });
});
