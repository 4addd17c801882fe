import type { Referral } from '@clinic/shared/referrals';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findOption } from '../../../testing/combobox.ts';
import { LocationProbe } from '../../../testing/location-probe.tsx';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AddReferralPage, EditReferralPage } from './referral-form-pages.tsx';

const referral: Referral = {
  _id: 'ef000000-0000-4000-8000-0000000000c1',
  name: 'Sunil Kumar Joshi',
  referralType: 'Doctor',
  referralCode: 'REF-DR-014',
  speciality: 'Cardiology',
  qualification: 'MD',
  hospitalName: 'City Heart Centre',
  address: '22 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411004',
  email: 'sunil@cityheart.test',
  phone: '9822012345',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

function referralsApi(reply: () => Response = () => HttpResponse.json(referral, { status: 201 })) {
  const sent: { method: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    sent.push({ method: request.method, body: await request.json() });
    return reply();
  };
  server.use(
    http.post('/api/referrals', keep),
    http.put(`/api/referrals/${referral._id}`, keep),
    http.get(`/api/referrals/${referral._id}`, () => HttpResponse.json(referral)),
  );
  return sent;
}

function renderAt(page: 'add' | 'edit') {
  const route = page === 'add' ? '/reception/add-referral' : `/reception/edit-referral/${referral._id}`;
  renderWithProviders(
    <>
      {page === 'add' ? <AddReferralPage /> : <EditReferralPage />}
      <LocationProbe />
    </>,
    { route, path: page === 'edit' ? '/reception/edit-referral/:id' : undefined },
  );
  return userEvent.setup();
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Meera');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Kulkarni');
  await user.click(screen.getByRole('combobox', { name: /Referral type/ }));
  await user.click(await findOption('Hospital'));
  await user.type(screen.getByRole('textbox', { name: /Referral code/ }), 'REF-HS-002');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9822098220');
  await user.type(screen.getByRole('textbox', { name: /Address/ }), 'Ruby Hall, Pune');
}

describe('Add referral', () => {
  it('shows the one banner for missing required fields and sends nothing', async () => {
    const sent = referralsApi();
    const user = renderAt('add');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // Required fields come first, before the email's own message.
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('names a bad email, then a bad phone, once the required fields are there', async () => {
    referralsApi();
    const user = renderAt('add');
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'meera@');
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '98220');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 10-digit phone number'),
    );
  });

  it('joins the three names into one and saves, then goes back to the list', async () => {
    const sent = referralsApi();
    const user = renderAt('add');
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: /Middle name/ }), 'Anand');
    await user.click(screen.getByRole('combobox', { name: 'Speciality' }));
    await user.click(await findOption('Cardiology'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Referral added successfully!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      method: 'POST',
      body: expect.objectContaining({
        name: 'Meera Anand Kulkarni',
        referralType: 'Hospital',
        referralCode: 'REF-HS-002',
        speciality: 'Cardiology',
        phone: '9822098220',
        address: 'Ruby Hall, Pune',
      }) as unknown,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reception/referral'));
  });

  it('shows the duplicate code message from the server (409) and stays on the form', async () => {
    referralsApi(() =>
      HttpResponse.json({ error: { code: 'CONFLICT', message: 'Referral code already exists' } }, { status: 409 }),
    );
    const user = renderAt('add');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Referral code already exists');
    expect(screen.getByTestId('location')).toHaveTextContent('/reception/add-referral');
  });

  it('hides a server failure (500) behind the fallback message', async () => {
    referralsApi(() => HttpResponse.json({ error: { code: 'INTERNAL', message: 'pg: relation' } }, { status: 500 }));
    const user = renderAt('add');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add referral. Please try again.');
    expect(screen.queryByText(/pg: relation/)).not.toBeInTheDocument();
  });
});

describe('Edit referral', () => {
  it('splits the saved name into first, middle and last and updates', async () => {
    const sent = referralsApi(() => HttpResponse.json(referral));
    const user = renderAt('edit');
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Sunil');
    expect(screen.getByRole('textbox', { name: /Middle name/ })).toHaveValue('Kumar');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Joshi');
    expect(screen.getByText('REF-DR-014')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Referral updated successfully!')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      method: 'PUT',
      body: expect.objectContaining({
        name: 'Sunil Kumar Joshi',
        phone: '9000000001',
        state: 'Maharashtra',
      }) as unknown,
    });
  });

  it('says the referral was not found on a 404', async () => {
    server.use(
      http.get(`/api/referrals/${referral._id}`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Referral not found' } }, { status: 404 }),
      ),
    );
    renderAt('edit');
    expect(await screen.findByText('Referral not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Referrals' })).toHaveAttribute('href', '/reception/referral');
  });
});
