import type { ClaimRow } from '@clinic/shared/insurance';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ClaimsDeskTable } from './claims-desk-table.tsx';

const now = Date.parse('2026-11-27T06:00:00.000Z');
const row = (overrides: Partial<ClaimRow>): ClaimRow => ({
  _id: 'c1000000-0000-4000-8000-000000000001',
  number: 'PA/2627/00001',
  admissionId: 'a1000000-0000-4000-8000-000000000001',
  ipNumber: 'IP/2627/00001',
  patientName: 'Ms. Fatima Shaikh',
  mrn: 'MRN-000003',
  payerName: 'Star Health',
  tpaName: 'Medi Assist',
  status: 'Requested',
  stage: 'Pre-auth',
  requestedPaise: 40_000_00,
  approvedPaise: 0,
  waitingSince: '2026-11-27T04:45:00.000Z',
  limitMinutes: 60,
  updatedAt: '2026-11-27T05:18:00.000Z',
  ...overrides,
});

describe('ClaimsDeskTable', () => {
  it('shows each claim with its stay, payer and state, and the payer’s wait against the limit', () => {
    renderWithProviders(
      <ClaimsDeskTable
        now={now}
        rows={[
          row({}),
          row({
            _id: 'c1000000-0000-4000-8000-000000000002',
            number: 'PA/2627/00002',
            status: 'Queried',
            waitingSince: null,
            limitMinutes: null,
            approvedPaise: 0,
          }),
          row({
            _id: 'c1000000-0000-4000-8000-000000000003',
            number: 'PA/2627/00003',
            stage: 'Final',
            waitingSince: '2026-11-27T05:30:00.000Z',
            limitMinutes: 180,
            approvedPaise: 35_000_00,
          }),
        ]}
      />,
    );
    const table = within(screen.getByRole('table', { name: 'Claims' }));
    const late = within(table.getByRole('link', { name: 'PA/2627/00001' }).closest('tr') as HTMLElement);
    expect(late.getByText('75 min of 60 · late')).toBeInTheDocument();
    expect(late.getByText('via Medi Assist')).toBeInTheDocument();
    expect(late.getByText('₹40,000.00')).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'PA/2627/00001' })).toHaveAttribute(
      'href',
      '/billing/patient-bill?admission=a1000000-0000-4000-8000-000000000001&tab=authorization',
    );
    const queried = within(table.getByRole('link', { name: 'PA/2627/00002' }).closest('tr') as HTMLElement);
    expect(queried.getByText('Queried')).toBeInTheDocument();
    const final = within(table.getByRole('link', { name: 'PA/2627/00003' }).closest('tr') as HTMLElement);
    expect(final.getByText('30 min of 180')).toBeInTheDocument();
    expect(final.getByText('₹35,000.00')).toBeInTheDocument();
  });
});
