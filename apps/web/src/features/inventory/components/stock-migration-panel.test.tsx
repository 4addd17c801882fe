import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { StockMigrationPanel } from './stock-migration-panel.tsx';

const base = '/api/inventory/stock-migration';
const started = {
  _id: '6f1c2b7a-3d4e-4f50-8a61-7b8c9d0e1f23',
  status: 'Staging',
  totalRows: 3,
  stagedRows: 0,
  message: 'Importing 3 rows',
  errors: {},
  createdAt: '2026-11-23T10:00:00.000Z',
  finishedAt: null,
};

describe('Stock migration panel', () => {
  it('sends the file once with an idempotency key and follows the import to its refused rows', async () => {
    const keys: (string | null)[] = [];
    let polls = 0;
    server.use(
      http.post(`${base}/add-stock-migration`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: started.message, import: started }, { status: 202 });
      }),
      http.get(`${base}/imports/${started._id}`, () => {
        polls += 1;
        return HttpResponse.json(
          polls < 2
            ? { ...started, stagedRows: 2 }
            : {
                ...started,
                status: 'Failed',
                message: '1 row cannot be imported; nothing was imported',
                errors: { 'row 3': 'Batch AMX22 of Amoxicillin already exists with expiry 31 Mar 2028' },
                finishedAt: '2026-11-23T10:00:02.000Z',
              },
        );
      }),
    );
    renderWithProviders(<StockMigrationPanel />);
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Stock file'),
      new File(['materialName,batch\nA,B\n'], 'stock.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('Rows read: 2 of 3')).toBeInTheDocument();
    expect(await screen.findByText('1 row cannot be imported; nothing was imported')).toBeInTheDocument();
    expect(screen.getByText(/row 3: Batch AMX22 of Amoxicillin already exists/)).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
