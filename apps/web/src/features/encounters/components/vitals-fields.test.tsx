import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EMPTY_VITALS, vitalsErrors, VitalsFields, type VitalsDraft } from './vitals-fields.tsx';

function Harness({ bmiDecimals, adult = true }: { bmiDecimals: 1 | 2; adult?: boolean }) {
  const [value, setValue] = useState<VitalsDraft>(EMPTY_VITALS);
  return <VitalsFields value={value} onChange={setValue} bmiDecimals={bmiDecimals} adult={adult} />;
}

describe('VitalsFields', () => {
  it("shows BMI with one decimal in the nurse's dialog, '--' until height and weight are both there", async () => {
    renderWithProviders(<Harness bmiDecimals={1} />);
    const user = userEvent.setup();
    const bmi = screen.getByLabelText('BMI (kg/m²)');
    expect(bmi).toHaveValue('--');
    await user.type(screen.getByLabelText('Height (cm)'), '170');
    expect(bmi).toHaveValue('--');
    await user.type(screen.getByLabelText('Weight (kg)'), '72');
    expect(bmi).toHaveValue('24.9');
    expect(bmi).toHaveAttribute('data-flag', 'high');
  });

  it("shows two decimals on the doctor's form, and flags an adult's BP but not a child's", async () => {
    const { unmount } = renderWithProviders(<Harness bmiDecimals={2} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Height (cm)'), '170');
    await user.type(screen.getByLabelText('Weight (kg)'), '72');
    expect(screen.getByLabelText('BMI (kg/m²)')).toHaveValue('24.91');
    await user.type(screen.getByLabelText('Blood Pressure (mmHg)'), '150/95');
    expect(screen.getByLabelText('Blood Pressure (mmHg)')).toHaveAttribute('data-flag', 'high');
    expect(screen.getAllByText('Above normal')).toHaveLength(2);
    unmount();
    renderWithProviders(<Harness bmiDecimals={2} adult={false} />);
    await user.type(screen.getByLabelText('Blood Pressure (mmHg)'), '150/95');
    expect(screen.getByLabelText('Blood Pressure (mmHg)')).not.toHaveAttribute('data-flag');
  });

  it('uses the shared messages for implausible values', () => {
    expect(vitalsErrors({ ...EMPTY_VITALS, spo2: '105' })).toEqual({ spo2: 'SpO2 must be between 0 and 100%' });
    expect(vitalsErrors({ ...EMPTY_VITALS, temperature: 'abc' })).toEqual({
      temperature: 'Temperature must be between 90 and 110 °F',
    });
    expect(vitalsErrors({ ...EMPTY_VITALS, spo2: '98' })).toBeNull();
  });
});
