import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';

async function fill(name: string, email: string, password: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText(/Name/), name);
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  return user;
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('asks for every field before calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fill('Asha', '', 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the banner", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          error: {
            code: 'INVALID_CREDENTIALS',
            message: 'Invalid credentials. Please check your username and password.',
          },
        }),
      ),
    );
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const user = await fill('Asha', 'asha@clinic.in', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please check your username and password.',
    );
  });

  it("reads 'Signing in...' and is disabled while submitting, then reports the user", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    const user = await fill('Asha', 'asha@clinic.in', 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    const sessionUser = {
      id: 'u1',
      name: 'Asha',
      email: 'asha@clinic.in',
      role: 'nurse',
      roles: ['nurse'],
      customRoles: [],
      permissions: ['mar.chart'],
      mustChangePassword: false,
    };
    answer(jsonResponse(200, { user: sessionUser, token: 't'.repeat(43) }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(sessionUser));
  });
});
