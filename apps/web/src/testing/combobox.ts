import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * A Mantine Select/Autocomplete option. jsdom runs no CSS transitions, so the open dropdown keeps
 * `display: none` and its options count as hidden; they are still the options a user sees.
 */
export function findOption(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('option', { name, hidden: true });
}

/** The list an open combobox controls (several selects on a form may offer the same names). */
export function listOf(combobox: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const controls = combobox.getAttribute('aria-controls');
    const list = controls ? document.getElementById(controls) : null;
    if (!list) throw new Error('The combobox has no open list');
    return list;
  });
}

/** Opens the combobox, types what a user would type (if anything) and picks the option from its own list. */
export async function pickOption(user: UserEvent, combobox: HTMLElement, option: string | RegExp, typed?: string) {
  await user.click(combobox);
  if (typed) await user.type(combobox, typed);
  const list = within(await listOf(combobox));
  await user.click(await list.findByRole('option', { name: option, hidden: true }));
}
