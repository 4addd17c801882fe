import type { LabOrderDetail, LabTestParameter } from '@clinic/shared/lab';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { detail, entered, orderId } from '../../../testing/fixtures/lab.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { LabOrderWorkbench } from './lab-order-workbench.tsx';

const count = (
  n: number,
  name: string,
  unit: string,
  min: number,
  max: number,
  decimalPlaces = 0,
): LabTestParameter => ({
  _id: `9b000000-0000-4000-8000-00000000000${n}`,
  name,
  unit,
  resultType: 'Numeric',
  decimalPlaces,
  criticalLow: null,
  criticalHigh: null,
  ranges: [{ id: 1, gender: 'All', specialCondition: '', age: 'All', min, max }],
});
const cbc: LabOrderDetail = {
  ...detail,
  conditions: [],
  parameters: [
    count(1, 'Total WBC Count', 'cells/µL', 4000, 11000),
    count(2, 'Neutrophils', '%', 40, 80),
    count(3, 'Lymphocytes', '%', 20, 40),
    count(4, 'Monocytes', '%', 2, 10),
    count(5, 'Eosinophils', '%', 1, 6),
    count(6, 'Basophils', '%', 0, 2),
    count(7, 'Absolute Neutrophil Count', '×10³/µL', 2, 7, 2),
  ],
};

const rowOf = (name: string) =>
  within(
    within(screen.getByRole('table', { name: 'Result entry' }))
      .getByText(name)
      .closest('tr') as HTMLElement,
  );

describe('the differential count at result entry', () => {
  it('shows the absolute count worked out from the WBC and the percent, flagged, never typed', async () => {
    mockMe(['lab']);
    mockClinic();
    const sent: { results: { value: string }[] }[] = [];
    server.use(
      http.put(`/api/lab/orders/${orderId}/results`, async ({ request }) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        return HttpResponse.json(entered);
      }),
    );
    renderWithProviders(<LabOrderWorkbench detail={cbc} />);
    const user = userEvent.setup();
    // Pasted, not typed key by key: the form redraws on every key and this row has many values.
    const enter = async (name: string, value: string) => {
      const input = screen.getByRole('textbox', { name: `${name} result` });
      await user.clear(input);
      await user.click(input);
      await user.paste(value);
    };
    const anc = screen.getByRole('textbox', { name: 'Absolute Neutrophil Count result' });
    expect(anc).toHaveAttribute('readonly');
    await enter('Total WBC Count', '3000');
    await enter('Neutrophils', '30');
    expect(anc).toHaveValue('0.90');
    expect(rowOf('Absolute Neutrophil Count').getByText('Low')).toBeInTheDocument();

    // The five percents must add up to 100 (±1): the screen says so before saving.
    for (const [name, value] of [
      ['Lymphocytes', '60'],
      ['Monocytes', '6'],
      ['Eosinophils', '2'],
      ['Basophils', '0'],
    ] as const)
      await enter(name, value);
    expect(screen.getByRole('status')).toHaveTextContent('The differential count adds up to 98%');
    await enter('Lymphocytes', '62');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The count is the server's to work out: nothing typed is sent for it.
    expect(sent[0]?.results[6]).toMatchObject({ value: '' });
  });
});
