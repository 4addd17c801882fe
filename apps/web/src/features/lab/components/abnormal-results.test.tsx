import type { AbnormalResults, PatientLabTest } from '@clinic/shared/lab';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { report } from '../../../testing/fixtures/lab.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { mockMe } from '../../../testing/session.ts';
import { AbnormalResultsSummary, OutOfRangeBadge, QueueAbnormalMark } from './abnormal-results.tsx';

const patientA = 'pa000000-0000-4000-8000-000000000001';
const patientB = 'pb000000-0000-4000-8000-000000000002';

describe("abnormal results on the doctor's screens", () => {
  it('marks the queue rows of patients with unseen abnormal results, in one request for the whole queue', async () => {
    mockMe(['doctor']);
    const asked: string[] = [];
    const marks: AbnormalResults[] = [
      {
        patientId: patientA,
        results: [
          {
            orderId: 'o1',
            serviceName: 'CBC',
            name: 'Haemoglobin',
            value: '18.1',
            unit: 'g/dL',
            flag: 'High',
            approvedAt: '2026-11-23T06:00:00.000Z',
          },
        ],
      },
    ];
    server.use(
      http.get('/api/lab/abnormal-results', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('patientIds') ?? '');
        return HttpResponse.json(marks);
      }),
    );
    const queue = [patientA, patientB];
    renderWithProviders(
      <table>
        <tbody>
          {queue.map((id) => (
            <tr key={id} data-testid={id}>
              <td>
                <QueueAbnormalMark patientId={id} queue={queue} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>,
    );
    const rowA = within(screen.getByTestId(patientA));
    expect(await rowA.findByText('Abnormal labs (1)')).toBeInTheDocument();
    expect(rowA.getByLabelText(/New abnormal lab results: Haemoglobin 18.1 g\/dL \(High\), CBC/)).toBeInTheDocument();
    expect(within(screen.getByTestId(patientB)).queryByText(/Abnormal labs/)).not.toBeInTheDocument();
    expect(asked).toEqual([[patientA, patientB].sort().join(',')]);
  });

  it('counts the values out of range of a test, and says nothing when all are normal', () => {
    const { rerender } = renderWithProviders(<OutOfRangeBadge results={report.results} />);
    expect(screen.getByText('1 out of range')).toBeInTheDocument();
    rerender(<></>);
    renderWithProviders(<OutOfRangeBadge results={report.results.map((r) => ({ ...r, flag: null }))} />);
    expect(screen.queryByText(/out of range/)).not.toBeInTheDocument();
  });

  it('sums up the latest tests with values out of range above the consultation, each value marked H or L', async () => {
    mockMe(['doctor']);
    const tests: PatientLabTest[] = [
      {
        orderId: 'o1',
        admissionId: null,
        serviceName: 'Complete Blood Count (CBC)',
        status: 'Approved',
        orderedAt: '2026-11-22T04:00:00.000Z',
        orderedBy: 'Dr. Priya Sharma',
        accessionNumber: 'LA/2627/000001',
        sampleCollectedAt: null,
        amending: false,
        reports: [
          {
            ...report,
            approvedAt: '2026-11-23T06:00:00.000Z',
            results: [
              { ...report.results[0]!, name: 'Haemoglobin', value: '10.2', flag: 'Low' },
              {
                ...report.results[0]!,
                parameterId: 'w',
                name: 'Total WBC Count',
                value: '12500',
                unit: 'cells/µL',
                flag: 'High',
              },
              { ...report.results[0]!, parameterId: 'p', name: 'Platelet Count', value: '2.5', flag: null },
            ],
          },
        ],
      },
    ];
    tests.push({
      ...tests[0]!,
      orderId: 'o2',
      serviceName: 'HbA1c',
      reports: [{ ...report, results: [{ ...report.results[0]!, flag: null }] }],
    });
    server.use(http.get(`/api/lab/patients/${patientA}/results`, () => HttpResponse.json(tests)));
    renderWithProviders(<AbnormalResultsSummary patientId={patientA} />);
    const summary = await screen.findByRole('region', { name: 'Abnormal lab results' });
    expect(summary).toHaveTextContent('Complete Blood Count (CBC)');
    expect(summary).toHaveTextContent('Haemoglobin 10.2 g/dL');
    expect(within(summary).getByTitle('Low')).toHaveTextContent('L');
    expect(within(summary).getByTitle('High')).toHaveTextContent('H');
    expect(summary).not.toHaveTextContent('Platelet');
    expect(summary).not.toHaveTextContent('HbA1c');
  });
});
