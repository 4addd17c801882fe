import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { PayerTimesPanel } from './payer-times.tsx';

describe('PayerTimesPanel', () => {
  it('shows each payer’s decisions and late ones, and asks again for the days chosen', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/claims/payer-times', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (url.searchParams.get('from') === '2026-01-01')
          return HttpResponse.json({ from: '2026-01-01', to: '2026-11-27', rows: [] });
        return HttpResponse.json({
          from: '2026-10-29',
          to: '2026-11-27',
          rows: [
            { handler: 'Medi Assist Insurance TPA', decisions: 12, late: 3, averageMinutes: 48, longestMinutes: 140 },
            { handler: 'Ayushman Bharat PM-JAY', decisions: 4, late: 0, averageMinutes: 20, longestMinutes: 35 },
          ],
        });
      }),
    );
    renderWithProviders(<PayerTimesPanel />);
    const table = within(await screen.findByRole('table', { name: "Payers' decision times" }));
    const medi = within(table.getByText('Medi Assist Insurance TPA').closest('tr') as HTMLElement);
    expect(medi.getByText('12')).toBeInTheDocument();
    expect(medi.getByText('3')).toBeInTheDocument();
    expect(medi.getByText('140 min')).toBeInTheDocument();
    expect(asked[0]).toBe('');
    await userEvent.setup().type(screen.getByLabelText('From'), '2026-01-01');
    expect(await screen.findByText('No payer decided a claim between 1 Jan 2026 and 27 Nov 2026.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?from=2026-01-01');
  });
});
