import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { KEYS } from './keys.ts';
import { useDeskShortcuts } from './use-desk-shortcuts.ts';

/** The navigation state the desk's search key sends a person to the search screen with. */
export const FOCUS_SEARCH = { focus: 'search' } as const;

const cameToSearch = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { focus?: unknown }).focus === 'search';

/**
 * Makes "/" focus the screen's search box (the ref goes on its input), and focuses it on arrival
 * when the desk's search key brought the person here. `reveal` shows the box first if it is hidden
 * (another tab).
 */
export function useSearchShortcut(label: string, reveal?: () => void) {
  const ref = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const focus = () => {
    if (reveal) flushSync(reveal);
    ref.current?.focus();
    ref.current?.select();
  };
  useDeskShortcuts([{ keys: KEYS.search, label, run: focus }]);
  const arrived = cameToSearch(location.state);
  useEffect(() => {
    if (arrived) focus();
    // Once per arrival: `focus` is new on every render, the arrival is not.
  }, [location.key, arrived]);
  return ref;
}
