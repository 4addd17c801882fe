import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import type { Department } from '@clinic/shared/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AREAS, canOpen, menuOf } from '../../areas.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { DepartmentsPage } from './departments-page.tsx';

const medicine: Department = {
  _id: 'de000000-0000-4000-8000-000000000001',
  name: 'General Medicine',
  admits: true,
  isActive: true,
};
const anaesthesia: Department = {
  _id: 'de000000-0000-4000-8000-000000000002',
  name: 'Anaesthesia',
  admits: false,
  isActive: false,
};

/**
 * The departments as the server keeps them: a name already taken is refused with 409, and a name
 * with digits stands in for a refusal only the server knows (400 with the field's message).
 */
function departmentsApi() {
  const departments = [anaesthesia, medicine];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const save =
    (id: string | null) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as Omit<Department, '_id'>;
      sent.push({ method: request.method, url: new URL(request.url).pathname, body });
      if (departments.some((d) => d._id !== id && d.name.toLowerCase() === body.name.toLowerCase()))
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: 'A department with this name already exists' } },
          { status: 409 },
        );
      if (/\d/.test(body.name))
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'A department name has no digits',
              fields: { name: 'A department name has no digits' },
            },
          },
          { status: 400 },
        );
      const saved = { _id: id ?? 'de000000-0000-4000-8000-000000000003', ...body };
      const at = departments.findIndex((d) => d._id === saved._id);
      if (at >= 0) departments[at] = saved;
      else departments.push(saved);
      departments.sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json(saved, { status: id ? 200 : 201 });
    };
  server.use(
    http.get('/api/departments', () => HttpResponse.json(departments)),
    http.post('/api/departments', save(null)),
    http.put(`/api/departments/${medicine._id}`, save(medicine._id)),
  );
  return sent;
}

function renderPage() {
  const sent = departmentsApi();
  renderWithProviders(<DepartmentsPage />);
  return { sent, user: userEvent.setup() };
}

const dialog = () => within(screen.getByRole('dialog'));
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('Departments (Settings)', () => {
  it('is a Settings screen for who keeps the department list only', () => {
    const settings = AREAS.find((a) => a.key === 'settings')!;
    const screenDef = settings.screens.find((s) => s.path === 'departments')!;
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.clinicAdmin)).toBe(true);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.reception)).toBe(false);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.doctor)).toBe(false);
    expect(menuOf(settings, ['departments.manage']).map((m) => [m.label, m.to])).toEqual([
      ['Departments', '/settings/departments'],
    ]);
  });

  it('lists the departments with whether they admit and whether they are retired, and adds one', async () => {
    const { sent, user } = renderPage();
    await screen.findByRole('table', { name: 'Departments' });
    expect(
      within(rowOf('General Medicine'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['General Medicine', 'Yes', 'Active', 'Edit']);
    expect(
      within(rowOf('Anaesthesia'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Anaesthesia', 'No', 'Retired', 'Edit']);

    await user.click(screen.getByRole('button', { name: 'Add department' }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('Enter the department name')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(dialog().getByRole('textbox', { name: /Department name/ }), '  Orthopaedics ');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { method: 'POST', url: '/api/departments', body: { name: 'Orthopaedics', admits: true, isActive: true } },
    ]);
    expect(await screen.findByText('Orthopaedics added')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Orthopaedics Yes Active/ })).toBeInTheDocument();
  }, 20_000);

  it("shows the server's refusals under the name: a name taken (409) and a server validation error (400)", async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add department' }));
    const name = () => dialog().getByRole('textbox', { name: /Department name/ });
    await user.type(name(), 'general medicine');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('A department with this name already exists')).toBeInTheDocument();

    await user.clear(name());
    expect(dialog().queryByText('A department with this name already exists')).not.toBeInTheDocument();
    await user.type(name(), 'Ward 7');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('A department name has no digits')).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(screen.queryByRole('row', { name: /^Ward 7/ })).not.toBeInTheDocument();
  }, 20_000);

  it('edits a department: retires it and stops admissions under it, sent with PUT', async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit General Medicine' }));
    expect(dialog().getByRole('textbox', { name: /Department name/ })).toHaveValue('General Medicine');
    expect(dialog().getByRole('switch', { name: /Admits inpatients/ })).toBeChecked();
    await user.click(dialog().getByRole('switch', { name: /Admits inpatients/ }));
    await user.click(dialog().getByRole('switch', { name: /Active/ }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: `/api/departments/${medicine._id}`,
          body: { name: 'General Medicine', admits: false, isActive: false },
        },
      ]),
    );
    expect(await screen.findByText('General Medicine updated')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^General Medicine No Retired/ })).toBeInTheDocument();
  }, 20_000);
});
