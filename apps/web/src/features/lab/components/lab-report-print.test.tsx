import type { VisitReport } from '@clinic/shared/lab';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail, report } from '../../../testing/fixtures/lab.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LabReportPrint } from './lab-report-print.tsx';

const signed = {
  ...report,
  approvedBy: 'Meera Iyer',
  approvedByQualification: 'MBBS, MD (Pathology)',
  approvedByRegistration: 'MMC-2014/08231',
  approvedAt: '2026-11-23T06:00:00.000Z',
};
const visit: VisitReport = {
  patient: detail.patient,
  orderedBy: 'Dr. Priya Sharma',
  tests: [
    {
      orderId: 'o1',
      serviceName: 'CBC',
      accessionNumber: 'LA/2627/000001',
      sampleType: 'Blood',
      sampleCollectedAt: null,
      report: signed,
    },
    {
      orderId: 'o2',
      serviceName: 'KFT',
      accessionNumber: 'LA/2627/000002',
      sampleType: 'Serum',
      sampleCollectedAt: null,
      report: signed,
    },
  ],
};

describe('the printed lab report', () => {
  it('signs once per signatory, with qualification and council registration number', () => {
    renderWithProviders(<LabReportPrint report={visit} clinic={undefined} printedBy="Arjun Nair" />);
    const signatures = screen.getAllByLabelText('Approved by');
    expect(signatures).toHaveLength(1);
    const signature = within(signatures[0]!);
    expect(signature.getByText('Meera Iyer')).toBeInTheDocument();
    expect(signature.getByText('MBBS, MD (Pathology)')).toBeInTheDocument();
    expect(signature.getByText('Reg. No. MMC-2014/08231')).toBeInTheDocument();
  });
});
