import type { H1RegisterRow } from '@clinic/shared/pharmacy';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { H1RegisterTable } from './h1-register-table.tsx';

const row: H1RegisterRow = {
  soldAt: '2026-11-23T10:00:00.000Z',
  billNumber: 'PB/2627/000042',
  prescriberName: 'Dr. S. Iyer',
  prescriberRegistration: 'KMC 12345',
  patientName: 'Farah Khan',
  patientDetails: '34 Y, Female, 9812345678',
  patientAddress: '12 FC Road, Pune 411004',
  prescriberAddress: 'Iyer Clinic, 4 MG Road, Pune 411001',
  drugName: 'Cefixime 200mg Tablet',
  schedule: 'H1',
  quantity: 6,
  batchNumber: 'CFX2701',
  expiryDate: '2027-08-31',
  soldBy: 'Asha Menon',
};

describe('The H1 register', () => {
  it("keeps the prescriber's and the patient's addresses beside their names", () => {
    renderWithProviders(<H1RegisterTable rows={[row, { ...row, billNumber: 'PB/2627/000043', patientAddress: '' }]} />);
    const table = screen.getByRole('table', { name: 'H1 register' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Dr. S. Iyer (Reg. KMC 12345)');
    expect(first).toHaveTextContent('Iyer Clinic, 4 MG Road, Pune 411001');
    expect(first).toHaveTextContent('12 FC Road, Pune 411004');
    expect(second).toHaveTextContent('—');
  });
});
