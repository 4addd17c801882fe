import type { Role } from '@clinic/shared/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShortcutHelp } from '../../components/shortcuts/shortcut-help.tsx';
import { ShortcutsProvider } from '../../components/shortcuts/shortcuts-provider.tsx';
import { LocationProbe } from '../../testing/location-probe.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { sessionUser } from '../../testing/session.ts';
import { areaForPath } from '../areas.ts';
import { DeskShortcuts } from './desk-shortcuts.tsx';

function renderDesk(roles: Role[], route: string) {
  return renderWithProviders(
    <ShortcutsProvider>
      <DeskShortcuts area={areaForPath(route)} user={sessionUser(roles)} />
      <ShortcutHelp />
      <LocationProbe />
    </ShortcutsProvider>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;

/** Presses a key on the page once the desk's keys are bound (they bind after the first render). */
const press = (init: KeyboardEventInit) => waitFor(() => expect(fireEvent.keyDown(document.body, init)).toBe(false));

async function helpRows() {
  await userEvent.setup().keyboard('{Shift>}{?}{/Shift}');
  const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  return within(help)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
}

describe('the reception desk', () => {
  it('opens new patient registration on Alt+N', async () => {
    renderDesk(['reception'], '/reception');
    await press({ key: 'n', code: 'KeyN', altKey: true });
    expect(location()).toBe('/reception/new-patient-registration');
  });

  it('goes to the Patient Master search on /', async () => {
    renderDesk(['reception'], '/reception/services');
    await press({ key: '/' });
    expect(location()).toBe('/reception/patient-master');
  });

  it('lists its keys in the help overlay', async () => {
    renderDesk(['reception'], '/reception');
    expect(await helpRows()).toEqual([
      '/Find a patient by name or phone',
      'Alt+NNew patient registration',
      '?Show these keyboard shortcuts',
      'EscClose the open dialog',
    ]);
  });
});

describe('the billing desk', () => {
  it('starts a new OP bill at the MRN search on Alt+O', async () => {
    renderDesk(['billing'], '/billing');
    await press({ key: 'o', code: 'KeyO', altKey: true });
    expect(location()).toBe('/billing/op-bills');
  });

  it('offers no patient registration to someone who may not register', async () => {
    renderDesk(['billing'], '/billing/day-end');
    expect(await helpRows()).toEqual([
      '/Find a patient by MRN (OP Bills)',
      'Alt+ONew OP bill: find the patient by MRN',
      '?Show these keyboard shortcuts',
      'EscClose the open dialog',
    ]);
  });
});

describe('other areas', () => {
  it('have no desk keys', async () => {
    renderDesk(['pharmacy'], '/pharmacy');
    await userEvent.setup().keyboard('{Shift>}{?}{/Shift}');
    fireEvent.keyDown(document.body, { key: 'n', code: 'KeyN', altKey: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toBe('/pharmacy');
  });
});
