import { Modal, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocationProbe } from '../../testing/location-probe.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { KEYS, keyCaps } from './keys.ts';
import { ShortcutHelp, ShortcutHelpButton } from './shortcut-help.tsx';
import { ShortcutsProvider } from './shortcuts-provider.tsx';
import { useDeskShortcuts } from './use-desk-shortcuts.ts';
import { FOCUS_SEARCH, useSearchShortcut } from './use-search-shortcut.ts';

/** The desk's keys: new patient, and search on the patient list from anywhere. */
function Desk() {
  const navigate = useNavigate();
  useDeskShortcuts(
    [
      { keys: KEYS.newPatient, label: 'New patient registration', run: () => void navigate('/new-patient') },
      { keys: KEYS.search, label: 'Find a patient', run: () => void navigate('/patients', { state: FOCUS_SEARCH }) },
    ],
    'desk',
  );
  return null;
}

/** A screen with a search box, a notes box and a save key; `dialog` opens a dialog that has its own save. */
function Screen({ dialog = false, plainModal = false }: { dialog?: boolean; plainModal?: boolean }) {
  const search = useSearchShortcut('Search patients by name');
  const [saved, setSaved] = useState<string[]>([]);
  useDeskShortcuts([{ keys: KEYS.save, label: 'Add the patient', run: () => setSaved((s) => [...s, 'screen']) }]);
  return (
    <>
      <TextInput ref={search} aria-label="Search by name" />
      <TextInput aria-label="Notes" />
      <output data-testid="saved">{saved.join(',')}</output>
      {dialog && <Dialog onSave={() => setSaved((s) => [...s, 'dialog'])} />}
      <Modal opened={plainModal} onClose={() => undefined} title="Possible duplicates">
        No keys here
      </Modal>
    </>
  );
}

/** The screen, only at its own path (the test router renders every path with one element). */
function SearchScreenAt({ path }: { path: string }) {
  return useLocation().pathname === path ? <Screen /> : null;
}

function Dialog({ onSave }: { onSave: () => void }) {
  useDeskShortcuts([{ keys: KEYS.save, label: 'Take the payment', run: onSave }], 'dialog');
  return null;
}

function renderDesk(screenProps: { dialog?: boolean; plainModal?: boolean } = {}, route = '/home') {
  return renderWithProviders(
    <ShortcutsProvider>
      <ShortcutHelpButton />
      <ShortcutHelp />
      <Desk />
      <Screen {...screenProps} />
      <LocationProbe />
    </ShortcutsProvider>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const openHelp = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Shift>}{?}{/Shift}');
  return screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
};

describe('desk shortcuts', () => {
  it('opens the help overlay on ? with the keys of the desk and the screen', async () => {
    const user = userEvent.setup();
    renderDesk();
    const help = await openHelp(user);
    const rows = within(help)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      '/Search patients by name',
      'Alt+NNew patient registration',
      'Ctrl+SAdd the patient',
      '?Show these keyboard shortcuts',
      'EscClose the open dialog',
    ]);
    expect(within(help).getByText('Alt').tagName).toBe('KBD');
  });

  it('opens the overlay from the header button too', async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('button', { name: 'Keyboard shortcuts (?)' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('goes to new patient registration on Alt+N, even while typing in a box', async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('{Alt>}n{/Alt}');
    await waitFor(() => expect(location()).toBe('/new-patient'));
    expect(screen.getByLabelText('Notes')).toHaveValue('');
  });

  it('lets / and ? be typed in a box without acting', async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('a/b{Shift>}{?}{/Shift}');
    expect(screen.getByLabelText('Notes')).toHaveValue('a/b?');
    expect(screen.getByLabelText('Notes')).toHaveFocus();
    expect(location()).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("focuses the screen's search box on / (the screen's key replaces the desk's)", async () => {
    const user = userEvent.setup();
    renderDesk();
    await user.keyboard('/');
    expect(screen.getByLabelText('Search by name')).toHaveFocus();
    expect(location()).toBe('/home');
    await user.keyboard('ravi');
    expect(screen.getByLabelText('Search by name')).toHaveValue('ravi');
  });

  it('focuses the search box when the desk search key brought the person to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ShortcutsProvider>
        <Desk />
        <SearchScreenAt path="/patients" />
        <LocationProbe />
      </ShortcutsProvider>,
      { route: '/home' },
    );
    await waitFor(() => expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false));
    expect(await screen.findByLabelText('Search by name')).toHaveFocus();
    expect(location()).toBe('/patients');
    await user.keyboard('ravi');
    expect(screen.getByLabelText('Search by name')).toHaveValue('ravi');
  });

  it('saves on Ctrl+S from inside a box, and keeps the browser from opening its save dialog', async () => {
    renderDesk();
    const notes = screen.getByLabelText('Notes');
    await waitFor(() => expect(fireEvent.keyDown(notes, { key: 's', code: 'KeyS', ctrlKey: true })).toBe(false));
    expect(screen.getByTestId('saved')).toHaveTextContent(/^screen$/);
    fireEvent.keyDown(notes, { key: 's', code: 'KeyS', ctrlKey: true, repeat: true });
    expect(screen.getByTestId('saved')).toHaveTextContent(/^screen$/);
  });

  it("gives an open dialog's keys alone the keyboard", async () => {
    const user = userEvent.setup();
    renderDesk({ dialog: true });
    await waitFor(() => expect(fireEvent.keyDown(document.body, { key: 's', ctrlKey: true })).toBe(false));
    expect(screen.getByTestId('saved')).toHaveTextContent(/^dialog$/);
    await user.keyboard('{Alt>}n{/Alt}');
    expect(location()).toBe('/home');
  });

  it('does nothing behind a dialog that has no keys of its own', async () => {
    const user = userEvent.setup();
    renderDesk({ plainModal: true });
    await screen.findByRole('dialog', { name: 'Possible duplicates' });
    await user.keyboard('{Alt>}n{/Alt}');
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    expect(location()).toBe('/home');
    expect(screen.getByTestId('saved')).toBeEmptyDOMElement();
  });

  it('has no keys, no overlay and no header button outside a screen that declares some', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ShortcutsProvider>
        <ShortcutHelpButton />
        <ShortcutHelp />
      </ShortcutsProvider>,
    );
    await user.keyboard('{Shift>}{?}{/Shift}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keyboard shortcuts (?)' })).not.toBeInTheDocument();
  });
});

describe('keyCaps', () => {
  it('names the keys as the keyboard in front of the person shows them', () => {
    expect(keyCaps(KEYS.save, false)).toEqual(['Ctrl', 'S']);
    expect(keyCaps(KEYS.save, true)).toEqual(['⌘', 'S']);
    expect(keyCaps(KEYS.newPatient, false)).toEqual(['Alt', 'N']);
    expect(keyCaps(KEYS.help, false)).toEqual(['?']);
    expect(keyCaps('Esc', false)).toEqual(['Esc']);
  });
});
