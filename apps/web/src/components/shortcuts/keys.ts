/**
 * The keys of the desks, chosen once so every screen means the same thing by them. Alt+letter and
 * Ctrl/⌘ combos work while typing in a box; the single keys (/ and ?) do not, so they can be typed.
 * Alt+D, Alt+E and Alt+F are left alone: Chrome uses them for its address bar and menu.
 */
export const KEYS = {
  search: '/',
  newPatient: 'alt+N',
  book: 'alt+B',
  newOpBill: 'alt+O',
  collect: 'alt+C',
  save: 'mod+S',
  print: 'mod+P',
  help: 'shift+?',
} as const;

/** The order the help overlay lists shortcuts in, whatever order the screens declared them. */
const ORDER: readonly string[] = Object.values(KEYS).map((keys) => keys.toLowerCase());

export const keyOrder = (keys: string) => {
  const at = ORDER.indexOf(keys.toLowerCase());
  return at === -1 ? ORDER.length : at;
};

/** Whether a combo holds a modifier that typing never does, so it may act while the focus is in a box. */
export const firesWhileTyping = (keys: string) => /(^|\+)(alt|ctrl|meta|mod)\+/i.test(keys);

/**
 * Alt combos match the physical key: on a Mac, Option+N types "˜", so the character never says N.
 * The rest match the character, as the browser's own Ctrl+S does on any layout.
 */
export const matchesPhysicalKey = (keys: string) => /(^|\+)alt\+/i.test(keys);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The key caps a person presses for a combo, as the overlay shows them: ['Ctrl', 'S'], ['⌘', 'S'], ['?']. */
export function keyCaps(keys: string, mac = isMac()): string[] {
  if (keys === KEYS.help) return ['?'];
  const names: Record<string, string> = {
    mod: mac ? '⌘' : 'Ctrl',
    ctrl: 'Ctrl',
    meta: '⌘',
    alt: mac ? '⌥ Option' : 'Alt',
    shift: 'Shift',
  };
  return keys.split('+').map((part) => names[part.toLowerCase()] ?? (part.length === 1 ? part.toUpperCase() : part));
}
