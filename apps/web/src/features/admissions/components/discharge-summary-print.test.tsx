import type { AdmissionDetail } from '@clinic/shared/admissions';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeAdmission, writtenSummary } from '../../../testing/fixtures/admissions.ts';
import { DischargeSummaryPrint } from './discharge-summary-print.tsx';

const discharged: AdmissionDetail = {
  ...activeAdmission,
  status: 'Discharged',
  dischargedOn: '2026-11-24T06:30:00.000Z',
  dischargeType: 'Normal',
};

describe('The discharge summary print', () => {
  it('prints the discharge with the condition, medicines to continue and the follow-up', () => {
    render(
      <DischargeSummaryPrint admission={discharged} summary={writtenSummary} clinic={undefined} printedBy="Asha" />,
    );
    const sheet = screen.getByTestId('discharge-summary-print');
    expect(sheet).toHaveTextContent('Discharge Summary');
    expect(sheet).toHaveTextContent('Discharged: 24 Nov 2026, 12:00 pm');
    expect(sheet).toHaveTextContent('Condition at discharge');
    expect(sheet).toHaveTextContent('Medicines to continue');
    expect(sheet).toHaveTextContent('Follow-up on: Mon, 30 Nov 2026');
    expect(sheet).not.toHaveTextContent('Cause of death');
  });

  it('becomes the death summary: time and cause of death, and nothing to continue at home', () => {
    const died: AdmissionDetail = {
      ...discharged,
      dischargeType: 'Death',
      deathAt: '2026-11-24T05:40:00.000Z',
      deathCause: 'Septic shock due to community-acquired pneumonia',
    };
    render(<DischargeSummaryPrint admission={died} summary={writtenSummary} clinic={undefined} printedBy="Asha" />);
    const sheet = screen.getByTestId('discharge-summary-print');
    expect(sheet).toHaveTextContent('Death Summary');
    expect(sheet).not.toHaveTextContent('Discharge Summary');
    expect(sheet).toHaveTextContent('Date and time of death: 24 Nov 2026, 11:10 am');
    expect(sheet).toHaveTextContent('Cause of death: Septic shock due to community-acquired pneumonia');
    expect(sheet).toHaveTextContent('Course in hospital');
    for (const gone of ['Condition at discharge', 'Medicines to continue', 'Advice', 'Follow-up on', 'Discharged:'])
      expect(sheet).not.toHaveTextContent(gone);
  });
});
