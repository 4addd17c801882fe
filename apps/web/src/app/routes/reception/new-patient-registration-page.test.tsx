import type { Patient, PatientSummary } from '@clinic/shared/patients';
import { ageFromDateOfBirth } from '@clinic/shared/patients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findOption } from '../../../testing/combobox.ts';
import { LocationProbe } from '../../../testing/location-probe.tsx';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { NewPatientRegistrationPage } from './new-patient-registration-page.tsx';

const saved: Patient = {
  _id: '7a000000-0000-4000-8000-0000000000b1',
  mrn: 'MRN-000901',
  iquma: null,
  abhaNumber: null,
  abhaAddress: null,
  abhaWarning: null,
  patientCategory: 'Regular',
  title: null,
  givenName: 'Anita',
  middleName: null,
  familyName: 'Desai',
  dateOfBirth: null,
  age: 34,
  gender: 'Female',
  maritalStatus: null,
  email: null,
  phone: '9876501234',
  address: '4 Park Street, Pune',
  city: null,
  state: null,
  pinCode: null,
  isAdmitted: false,
  profileImage: null,
  grandfatherName: null,
  bloodGroup: null,
  occupation: null,
  nationality: null,
  insuranceProvider: null,
  insuranceId: null,
  insuranceValidity: null,
  emergencyContactName: null,
  emergencyContactRelation: null,
  emergencyContactPhone: null,
  messageChannel: null,
  messageLanguage: 'en',
  messageConsentAt: null,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
};
const twin: PatientSummary = {
  _id: '7a000000-0000-4000-8000-0000000000b2',
  mrn: 'MRN-000417',
  title: 'Mrs.',
  givenName: 'Anita',
  middleName: null,
  familyName: 'Desai',
  age: 35,
  gender: 'Female',
  phone: '9876501234',
  isAdmitted: false,
};

function patientsApi({
  duplicates = [] as PatientSummary[],
  reply = () => HttpResponse.json(saved, { status: 201 }),
} = {}) {
  const posts: { url: string; body: unknown }[] = [];
  const checks: string[] = [];
  server.use(
    http.get('/api/patients/possible-duplicates', ({ request }) => {
      checks.push(new URL(request.url).search);
      return HttpResponse.json(duplicates);
    }),
    http.post('/api/patients', async ({ request }) => {
      posts.push({ url: new URL(request.url).search, body: await request.json() });
      return reply();
    }),
  );
  return { posts, checks };
}

function renderPage() {
  renderWithProviders(
    <>
      <NewPatientRegistrationPage />
      <LocationProbe />
    </>,
    { route: '/reception/new-patient-registration' },
  );
  return userEvent.setup();
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Anita');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Desai');
  await user.type(screen.getByRole('textbox', { name: /Age \(years\)/ }), '34');
  await user.click(screen.getByRole('combobox', { name: /Gender/ }));
  await user.click(await findOption('Female'));
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9876501234');
  await user.type(screen.getByRole('textbox', { name: /Address/ }), '4 Park Street, Pune');
}

describe('New patient registration', () => {
  it('shows the required-field messages and sends nothing', async () => {
    const { posts, checks } = patientsApi();
    const user = renderPage();
    expect(screen.getByRole('textbox', { name: /MRN/ })).toHaveValue('Assigned when saved');
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(posts).toEqual([]);
    expect(checks).toEqual([]);
  });

  it('checks the phone, email and PIN code formats, and clears a message once its field is edited', async () => {
    patientsApi();
    const user = renderPage();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'anita@');
    await user.type(screen.getByRole('textbox', { name: /PIN code/ }), '0110');
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 6-digit PIN code')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '6');
    expect(screen.queryByText('Please enter a valid 10-digit phone number')).not.toBeInTheDocument();
  });

  it('fills the age from the date of birth', async () => {
    patientsApi();
    const user = renderPage();
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-15');
    expect(screen.getByRole('textbox', { name: /Age \(years\)/ })).toHaveValue(
      String(ageFromDateOfBirth('1990-05-15')),
    );
  });

  it('checks for duplicates, registers the patient and goes to the patient master', async () => {
    const { posts, checks } = patientsApi();
    const user = renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    expect(await screen.findByText('Patient added successfully!')).toBeInTheDocument();
    expect(checks).toHaveLength(1);
    expect(new URLSearchParams(checks[0]).get('phone')).toBe('9876501234');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('');
    expect(posts[0]?.body).toMatchObject({
      givenName: 'Anita',
      familyName: 'Desai',
      age: 34,
      gender: 'Female',
      phone: '9876501234',
      address: '4 Park Street, Pune',
      patientCategory: 'Regular',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reception/patient-master'));
  });

  it('goes on to booking when asked to continue to schedule', async () => {
    patientsApi();
    const user = renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add and continue to schedule' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/reception/book-appointment/${saved._id}`),
    );
  });

  it('shows possible duplicates first, and registers anyway only when told to', async () => {
    const { posts } = patientsApi({ duplicates: [twin] });
    const user = renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Possible duplicate patient' }));
    expect(dialog.getByText('MRN-000417')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Anita Desai/ })).toHaveAttribute(
      'href',
      `/reception/patient-record/${twin._id}`,
    );
    expect(posts).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Save as a new patient' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.url).toBe('?allowDuplicate=true');
  });

  it("puts the server's field message on its field (400) and keeps the form", async () => {
    patientsApi({
      reply: () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Invalid patient',
              fields: { phone: 'This phone number is blocked' },
            },
          },
          { status: 400 },
        ),
    });
    const user = renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add patient' }));
    expect(await screen.findByText('This phone number is blocked')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reception/new-patient-registration');
    expect(screen.getByRole('button', { name: 'Add patient' })).toBeEnabled();
  });
});
