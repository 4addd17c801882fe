import type { LabOrder } from '@clinic/shared/lab';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { detail } from '../../../testing/fixtures/lab.ts';
import { LocationProbe } from '../../../testing/location-probe.tsx';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { LabOrdersPage } from './lab-orders-page.tsx';

const urgent: LabOrder = { ...detail.order, critical: true };
const routine: LabOrder = {
  ...detail.order,
  _id: '1ab00000-0000-4000-8000-000000000002',
  patientName: 'Mohan Das',
  mrn: 'MRN-000888',
  serviceName: 'Lipid profile',
  status: 'Ordered',
  urgent: false,
  accessionNumber: null,
  encounterId: null,
  admissionId: 'ad000000-0000-4000-8000-000000000002',
};

/** The worklist (each query's filters kept) and the accession look-up of a scanned sample. */
function worklistApi(rows: LabOrder[] = [urgent, routine], total = rows.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/lab/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page') ?? 1);
      return HttpResponse.json({ data: rows, total, page, pageSize: 20 });
    }),
    http.get('/api/lab/samples/:accession', ({ params }) =>
      params.accession === 'L-2611-0042'
        ? HttpResponse.json({ orderId: urgent._id })
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No sample' } }, { status: 404 }),
    ),
  );
  return queries;
}

function renderPage(route = '/lab/lab-orders') {
  renderWithProviders(
    <>
      <LabOrdersPage />
      <LocationProbe />
    </>,
    { route },
  );
  return userEvent.setup();
}

describe('Lab worklist', () => {
  it('lists the orders with their marks, each opening the order', async () => {
    const queries = worklistApi();
    renderPage();
    const table = within(await screen.findByRole('table', { name: 'Lab orders' }));
    const first = within(table.getByText('Lakshmi Rao').closest('tr') as HTMLElement);
    expect(first.getByText('CBC & Electrolytes')).toBeInTheDocument();
    expect(first.getByText('L-2611-0042')).toBeInTheDocument();
    expect(first.getByText('Urgent')).toBeInTheDocument();
    expect(first.getByText('Critical')).toBeInTheDocument();
    expect(first.getByText('Sample collected')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Lakshmi Rao' })).toHaveAttribute('href', `/lab/lab-orders/${urgent._id}`);
    const second = within(table.getByText('Mohan Das').closest('tr') as HTMLElement);
    expect(second.getByText('—')).toBeInTheDocument();
    expect(second.getByText(/Dr\. Iyer · Ward/)).toBeInTheDocument();
    expect(queries[0]?.get('page')).toBe('1');
    expect(queries[0]?.get('pageSize')).toBe('20');
  });

  it('filters by status on the server and says when nothing matches', async () => {
    const queries = worklistApi();
    const user = renderPage();
    await screen.findByRole('table', { name: 'Lab orders' });
    server.use(
      http.get('/api/lab/orders', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [], total: 0, page: 1, pageSize: 20 });
      }),
    );
    await pickOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Rejected sample');
    expect(await screen.findByText('No lab orders match these filters')).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('Rejected');
    expect(screen.getByTestId('location')).toHaveTextContent('status=Rejected');
  });

  it('reads its filters from the address', async () => {
    const queries = worklistApi();
    renderPage('/lab/lab-orders?status=Ordered&date=2026-11-23&page=2');
    await screen.findByRole('table', { name: 'Lab orders' });
    expect(queries[0]?.get('status')).toBe('Ordered');
    expect(queries[0]?.get('date')).toBe('2026-11-23');
    expect(queries[0]?.get('page')).toBe('2');
    expect(screen.getByLabelText('Ordered on')).toHaveValue('2026-11-23');
  });

  it('opens the order of a scanned sample', async () => {
    worklistApi();
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Search or scan' }), 'L-2611-0042{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/lab/lab-orders/${urgent._id}`));
  });

  it('stays on the list, searching, when the text is not a sample', async () => {
    const queries = worklistApi();
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Search or scan' }), 'Mohan{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('Mohan'));
    expect(screen.getByTestId('location')).toHaveTextContent('/lab/lab-orders?search=Mohan');
    expect(screen.queryByText('Failed to look up the sample. Please try again.')).not.toBeInTheDocument();
  });

  it('pages through a long worklist', async () => {
    const queries = worklistApi([urgent, routine], 45);
    const user = renderPage();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
  });

  it('says when no order is waiting, and when the list cannot be loaded', async () => {
    worklistApi([]);
    renderPage();
    expect(await screen.findByText('No lab orders waiting')).toBeInTheDocument();
    server.use(
      http.get('/api/lab/orders', () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 }),
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
  });
});
