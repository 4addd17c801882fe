import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { StaffForm } from './staff-form.tsx';

const empty = { name: '', email: '', phone: '', roles: [], speciality: null };
const CASHIER = '4b1f1a7e-6f0e-4d8e-9a55-3c1f0a7e2b11';

beforeEach(() => {
  server.use(
    http.get('/api/roles', () =>
      HttpResponse.json({
        builtIn: [],
        custom: [
          {
            _id: CASHIER,
            name: 'Cashier',
            description: null,
            permissions: ['bills.read'],
            staffCount: 0,
            createdAt: '2026-11-25T10:00:00.000Z',
            updatedAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      }),
    ),
  );
});

describe('StaffForm', () => {
  it('shows the spec messages and asks for a role', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <StaffForm
        mode="create"
        busy={false}
        error={undefined}
        defaultValues={empty}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for a doctor's speciality only when the doctor role is chosen", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <StaffForm
        mode="create"
        busy={false}
        error={undefined}
        defaultValues={empty}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Speciality/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Dr. Rao');
    await user.type(screen.getByLabelText(/Email/), 'rao@clinic.in');
    await user.click(screen.getByRole('checkbox', { name: 'Doctor' }));
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    expect(await screen.findByText("Choose the doctor's speciality")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("takes one of the clinic's own roles in place of a built-in role", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <StaffForm
        mode="create"
        busy={false}
        error={undefined}
        defaultValues={empty}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Kiran');
    await user.type(screen.getByLabelText(/Email/), 'kiran@clinic.in');
    await pickOption(user, await screen.findByRole('combobox', { name: "The clinic's own roles" }), 'Cashier');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ roles: [], customRoleIds: [CASHIER] });
    expect(screen.queryByText('Choose at least one role')).not.toBeInTheDocument();
  });

  it('takes the qualification and registration of a lab signatory, without a speciality or fee', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <StaffForm
        mode="create"
        busy={false}
        error={undefined}
        defaultValues={empty}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Qualification/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Meera Iyer');
    await user.type(screen.getByLabelText(/Email/), 'meera@clinic.in');
    await user.click(screen.getByRole('checkbox', { name: 'Lab' }));
    await user.type(screen.getByLabelText(/Qualification/), 'MBBS, MD (Pathology)');
    await user.type(screen.getByLabelText(/Registration number/), 'MMC-2014/08231');
    expect(screen.queryByLabelText(/Speciality/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Consultation fee/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      roles: ['lab'],
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'MMC-2014/08231',
    });
  });
});
