import type { Shortcut } from '../../components/shortcuts/shortcut.ts';
import type { AreaDef } from '../screens/screen-def.ts';

/** What a desk's list is built from: where this person may go, and how to go there. */
export type DeskReach = {
  /** The address of an area's screen (its path in the area's list) if this person may open it. */
  open: (area: AreaDef, path: string) => string | undefined;
  /** Goes to an address; `focusSearch` focuses the search box there. */
  go: (to: string, focusSearch?: boolean) => void;
};

/** The keys that act anywhere on one desk, whatever screen of it is open. */
export type DeskShortcutList = (reach: DeskReach) => Shortcut[];

/** Keeps the entries a person may use: `path && { ... }` is falsy where they may not. */
export const present = <T extends Shortcut>(s: T | '' | false | undefined): s is T => Boolean(s);
