import { createContext, useContext } from 'react';
import type { Scope, Shortcut } from './shortcut.ts';

/** Screens put their shortcuts here and take them away; stable, so declaring keys re-renders nothing. */
export type ShortcutRegistry = {
  put: (id: string, scope: Scope, shortcuts: Shortcut[]) => void;
  remove: (id: string) => void;
};

export const ShortcutRegistryContext = createContext<ShortcutRegistry | null>(null);

/** What the help overlay and its header button read: the keys that act now, and whether the overlay is open. */
export type ShortcutHelpState = {
  shortcuts: Shortcut[];
  open: boolean;
  setOpen: (open: boolean) => void;
};

const NO_SHORTCUTS: ShortcutHelpState = { shortcuts: [], open: false, setOpen: () => undefined };

export const ShortcutHelpContext = createContext<ShortcutHelpState>(NO_SHORTCUTS);

export const useShortcutHelp = () => useContext(ShortcutHelpContext);
