import type { AllergyClass } from '@clinic/shared/allergies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import { AREAS, canOpen, menuOf } from '../../areas.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AllergyClassesPage } from './allergy-classes-page.tsx';

const penicillins: AllergyClass = {
  _id: 'ac000000-0000-4000-8000-000000000001',
  name: 'Penicillins',
  ingredients: ['penicillin', 'amoxicillin', 'ampicillin'],
  updatedAt: '2026-11-20T05:30:00.000Z',
};

/** The classes as the server keeps them: a second class of the same name is refused with 409. */
function classesApi() {
  const classes = [penicillins];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const save =
    (id: string | null) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { name: string; ingredients: string[] };
      sent.push({ method: request.method, url: new URL(request.url).pathname, body });
      if (classes.some((c) => c._id !== id && c.name.toLowerCase() === body.name.toLowerCase()))
        return HttpResponse.json(
          { error: { code: 'CONFLICT', message: `A class named ${body.name} already exists` } },
          { status: 409 },
        );
      if (body.ingredients.includes('x'))
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Enter an ingredient by its generic name',
              fields: { 'ingredients.0': 'Enter an ingredient by its generic name' },
            },
          },
          { status: 400 },
        );
      const saved = { _id: id ?? 'ac000000-0000-4000-8000-000000000002', ...body, updatedAt: penicillins.updatedAt };
      const at = classes.findIndex((c) => c._id === saved._id);
      if (at >= 0) classes[at] = saved;
      else classes.push(saved);
      return HttpResponse.json(saved, { status: id ? 200 : 201 });
    };
  server.use(
    http.get('/api/allergy-classes', () => HttpResponse.json(classes)),
    http.post('/api/allergy-classes', save(null)),
    http.put(`/api/allergy-classes/${penicillins._id}`, save(penicillins._id)),
  );
  return sent;
}

function renderPage() {
  const sent = classesApi();
  renderWithProviders(<AllergyClassesPage />);
  return { sent, user: userEvent.setup() };
}

const dialog = () => within(screen.getByRole('dialog'));

describe('Allergy classes (Settings)', () => {
  it('is a Settings screen for the clinic administrator only', () => {
    const settings = AREAS.find((a) => a.key === 'settings')!;
    const screenDef = settings.screens.find((s) => s.path === 'allergy-classes')!;
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.clinicAdmin)).toBe(true);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.pharmacy)).toBe(false);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.doctor)).toBe(false);
    expect(menuOf(settings, ['allergies.classes.manage']).map((m) => [m.label, m.to])).toEqual([
      ['Allergy Classes', '/settings/allergy-classes'],
    ]);
  });

  it('lists the classes with their ingredients and adds one with ingredients as tags', async () => {
    const { sent, user } = renderPage();
    const table = within(await screen.findByRole('table', { name: 'Drug allergy classes' }));
    expect(table.getByText('Penicillins')).toBeInTheDocument();
    expect(table.getByText(/penicillin, amoxicillin, ampicillin/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add class' }));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('Enter the class name')).toBeInTheDocument();
    expect(dialog().getByText('Enter at least one ingredient')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(dialog().getByRole('textbox', { name: /Class name/ }), 'Antitubercular drugs');
    await user.type(dialog().getByRole('combobox', { name: /Ingredients/ }), 'Isoniazid{Enter}rifampicin,');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/allergy-classes',
        body: { name: 'Antitubercular drugs', ingredients: ['isoniazid', 'rifampicin'] },
      },
    ]);
    expect(await screen.findByText('Antitubercular drugs added')).toBeInTheDocument();
    expect(await screen.findByText(/isoniazid, rifampicin/)).toBeInTheDocument();
  }, 20_000);

  it("shows the server's refusals on the form: a name taken (409) and a bad ingredient (400)", async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add class' }));
    await user.type(dialog().getByRole('textbox', { name: /Class name/ }), 'penicillins');
    await user.type(dialog().getByRole('combobox', { name: /Ingredients/ }), 'x{Enter}');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('A class named penicillins already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.clear(dialog().getByRole('textbox', { name: /Class name/ }));
    expect(dialog().queryByText('A class named penicillins already exists')).not.toBeInTheDocument();
    await user.type(dialog().getByRole('textbox', { name: /Class name/ }), 'Antiretrovirals');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByText('Enter an ingredient by its generic name')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  }, 20_000);

  it('edits a class: its ingredients come in as tags and the change is sent with PUT', async () => {
    const { sent, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Penicillins' }));
    expect(dialog().getByRole('textbox', { name: /Class name/ })).toHaveValue('Penicillins');
    expect(dialog().getByText('ampicillin')).toBeInTheDocument();
    await user.type(dialog().getByRole('combobox', { name: /Ingredients/ }), 'cloxacillin{Enter}');
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: `/api/allergy-classes/${penicillins._id}`,
          body: { name: 'Penicillins', ingredients: ['penicillin', 'amoxicillin', 'ampicillin', 'cloxacillin'] },
        },
      ]),
    );
    expect(await screen.findByText('Penicillins updated')).toBeInTheDocument();
  }, 20_000);
});
