import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import type { Display } from '@clinic/shared/appointments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AREAS, canOpen } from '../../areas.ts';
import { pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { DisplaysPage } from './displays-page.tsx';

const hall: Display = {
  _id: 'di000000-0000-4000-8000-000000000001',
  name: 'OPD hall',
  doctors: [{ doctorId: 'doc-1', name: 'Dr. Priya Sharma' }],
  createdAt: '2026-11-25T04:30:00.000Z',
  createdBy: 'Anita Desai',
  revokedAt: null,
};

function displaysApi() {
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.get('/api/displays', () => HttpResponse.json([hall])),
    http.get('/api/doctors', () =>
      HttpResponse.json([{ _id: 'doc-1', name: 'Dr. Priya Sharma', speciality: 'General Medicine' }]),
    ),
    http.post('/api/displays', async ({ request }) => {
      sent.push({ url: '/api/displays', body: await request.json() });
      return HttpResponse.json(
        { display: { ...hall, _id: 'di-2', name: 'Ground floor' }, key: 'k'.repeat(32) },
        { status: 201 },
      );
    }),
    http.post('/api/displays/:id/revoke', ({ params }) => {
      sent.push({ url: `/api/displays/${String(params.id)}/revoke`, body: null });
      return HttpResponse.json({ ...hall, revokedAt: '2026-11-25T06:00:00.000Z' });
    }),
  );
  return sent;
}

describe('Settings → Displays', () => {
  it('is the administrator’s alone', () => {
    const settings = AREAS.find((a) => a.key === 'settings')!;
    const screen_ = settings.screens.find((s) => s.path === 'displays')!;
    expect(canOpen(settings, screen_, ROLE_PERMISSIONS.clinicAdmin)).toBe(true);
    expect(canOpen(settings, screen_, ROLE_PERMISSIONS.reception)).toBe(false);
  });

  it('creates a display and shows its link once; revokes one after asking', async () => {
    const sent = displaysApi();
    const user = userEvent.setup();
    renderWithProviders(<DisplaysPage />);
    const table = await screen.findByRole('table', { name: 'Displays' });
    expect(within(table).getByText('Dr. Priya Sharma')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add display' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add display' });
    await user.click(within(dialog).getByRole('button', { name: 'Create display' }));
    expect(within(dialog).getByText('Name the display')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one doctor')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ground floor');
    await pickOption(user, within(dialog).getByRole('combobox', { name: 'Doctors shown' }), 'Dr. Priya Sharma');
    await user.click(within(dialog).getByRole('button', { name: 'Create display' }));
    const link = await screen.findByRole('textbox', { name: 'Display link' });
    expect(link).toHaveValue(`${window.location.origin}/display/${'k'.repeat(32)}`);
    expect(sent[0]).toEqual({ url: '/api/displays', body: { name: 'Ground floor', doctorIds: ['doc-1'] } });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(within(table).getByRole('button', { name: 'Revoke' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke display' })).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(sent.map((s) => s.url)).toContain(`/api/displays/${hall._id}/revoke`));
  });
});
