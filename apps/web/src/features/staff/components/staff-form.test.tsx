import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StaffForm } from './staff-form.tsx';

const empty = { name: '', email: '', phone: '', roles: [], speciality: null };

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
});
