import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockClinic } from '../../../testing/clinic.ts';
import { pickOption } from '../../../testing/combobox.ts';
import { colour, detail, entered, hb, k, orderId } from '../../../testing/fixtures/lab.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { LabOrderWorkbench } from './lab-order-workbench.tsx';

function labApi(reply: () => Response = () => HttpResponse.json(entered)) {
  mockMe(['lab']);
  mockClinic();
  const sent: unknown[] = [];
  server.use(
    http.put(`/api/lab/orders/${orderId}/results`, async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

const entry = () => within(screen.getByRole('table', { name: 'Result entry' }));
const rowOf = (name: string) => within(entry().getByText(name).closest('tr') as HTMLElement);

describe('Lab result entry', () => {
  it("shows each parameter with the range for this patient and the order's facts", () => {
    labApi();
    renderWithProviders(<LabOrderWorkbench detail={detail} />);
    expect(screen.getByText('Lakshmi Rao', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Enter results' })).toBeInTheDocument();
    // A woman of 28: the 'All' row, not the male one.
    expect(rowOf('Haemoglobin').getByText('12 – 16')).toBeInTheDocument();
    expect(rowOf('Potassium').getByText('3.5 – 5.1')).toBeInTheDocument();
    expect(rowOf('Urine colour').getByText('Text')).toBeInTheDocument();
  });

  it('flags a value Low, High or Critical as it is typed, and clears the flag for a normal one', async () => {
    labApi();
    renderWithProviders(<LabOrderWorkbench detail={detail} />);
    const user = userEvent.setup();
    const value = screen.getByRole('textbox', { name: 'Haemoglobin result' });
    await user.type(value, '10.4');
    expect(rowOf('Haemoglobin').getByText('Low')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '17');
    expect(rowOf('Haemoglobin').getByText('High')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '6.5');
    expect(rowOf('Haemoglobin').getByText('Critical low')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '13');
    expect(rowOf('Haemoglobin').queryByText(/Low|High/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Potassium result' }), '7');
    expect(rowOf('Potassium').getByText('Critical high')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Urine colour result' }), 'Pale yellow');
    expect(rowOf('Urine colour').queryByText(/Low|High/)).not.toBeInTheDocument();
  });

  it("uses the chosen special condition's range for the flag", async () => {
    labApi();
    renderWithProviders(<LabOrderWorkbench detail={detail} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Haemoglobin result' }), '11.5');
    expect(rowOf('Haemoglobin').getByText('Low')).toBeInTheDocument();
    await pickOption(user, screen.getByRole('combobox', { name: 'Special condition' }), 'If pregnant');
    expect(rowOf('Haemoglobin').getByText('11 – 14')).toBeInTheDocument();
    expect(rowOf('Haemoglobin').queryByText('Low')).not.toBeInTheDocument();
  });

  it('saves every value with its comment and the condition, then waits for approval', async () => {
    const sent = labApi();
    renderWithProviders(<LabOrderWorkbench detail={detail} />);
    const user = userEvent.setup();
    await pickOption(user, screen.getByRole('combobox', { name: 'Special condition' }), 'If pregnant');
    await user.type(screen.getByRole('textbox', { name: 'Haemoglobin result' }), '10.2');
    await user.type(screen.getByRole('textbox', { name: 'Haemoglobin comment' }), 'Repeat advised');
    await user.type(screen.getByRole('textbox', { name: 'Potassium result' }), '4.2');
    await user.type(screen.getByRole('textbox', { name: 'Urine colour result' }), 'Pale yellow');
    await user.type(screen.getByRole('textbox', { name: 'Comment on the report' }), 'Mild anaemia');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      condition: 'If pregnant',
      comment: 'Mild anaemia',
      reason: '',
      results: [
        { parameterId: hb, value: '10.2', comment: 'Repeat advised' },
        { parameterId: k, value: '4.2', comment: '' },
        { parameterId: colour, value: 'Pale yellow', comment: '' },
      ],
    });
    expect(await screen.findByText('Results saved; they wait for approval')).toBeInTheDocument();
  });

  it("puts the server's field message under the value it refuses (400)", async () => {
    labApi(() =>
      HttpResponse.json(
        { error: { code: 'VALIDATION', message: 'Invalid results', fields: { 'results.1.value': 'Enter a number' } } },
        { status: 400 },
      ),
    );
    renderWithProviders(<LabOrderWorkbench detail={detail} />);
    const user = userEvent.setup();
    const potassium = screen.getByRole('textbox', { name: 'Potassium result' });
    await user.type(potassium, 'four');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(potassium).toHaveAttribute('aria-invalid', 'true');
    await user.type(potassium, 'x');
    expect(screen.queryByText('Enter a number')).not.toBeInTheDocument();
  });

  it("shows the server's message when the order moved on meanwhile (409)", async () => {
    labApi(() =>
      HttpResponse.json(
        { error: { code: 'CONFLICT', message: 'Results have already been entered for this order' } },
        { status: 409 },
      ),
    );
    renderWithProviders(<LabOrderWorkbench detail={detail} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Haemoglobin result' }), '13');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Results have already been entered for this order')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Enter results' })).toBeInTheDocument();
  });
});
