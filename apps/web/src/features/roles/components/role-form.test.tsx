import { ROLE_NAME_TAKEN } from '@clinic/shared/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PermissionPicker } from './permission-picker.tsx';
import { applyRoleErrors, RoleForm } from './role-form.tsx';

const empty = { name: '', description: '', permissions: [] };

describe('RoleForm', () => {
  it('asks for a name and at least one permission before saving', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <RoleForm defaultValues={empty} busy={false} error={undefined} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one permission')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name and the chosen permissions in the table order, a whole group at once', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <RoleForm defaultValues={empty} busy={false} error={undefined} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const user = userEvent.setup();
    // Pasted, not typed: each keystroke re-renders every permission of the picker.
    await user.click(screen.getByLabelText(/Role name/));
    await user.paste('Cashier');
    await user.click(screen.getByLabelText(/^Day-end collections/));
    await user.click(screen.getByLabelText('Patients'));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Cashier',
      permissions: [
        'patients.read',
        'patients.register',
        'patients.history.read',
        'patients.allergies.read',
        'allergies.classes.manage',
        'records.share',
        'referrals.manage',
        'coverages.read',
        'coverages.manage',
        'billing.day-end',
      ],
    });
    // The picker renders every permission (130); on a loaded 2-core CI machine a click re-renders it all.
  }, 40_000);

  it('shows a taken name on the name field', async () => {
    const setError = vi.fn();
    const message = applyRoleErrors(new ApiError(409, 'CONFLICT', ROLE_NAME_TAKEN, {}), setError);
    expect(message).toBeUndefined();
    expect(setError).toHaveBeenCalledWith('name', { message: ROLE_NAME_TAKEN });
  });
});

describe('PermissionPicker read-only', () => {
  it("shows a built-in role's permissions checked and locked", () => {
    renderWithProviders(<PermissionPicker value={['mar.chart']} readOnly />);
    const chart = screen.getByRole('checkbox', { name: /^Chart doses on the MAR/ });
    expect(chart).toBeChecked();
    expect(chart).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^Cancel charges/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Wards' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Billing' })).toHaveProperty('indeterminate', false);
  });
});
