import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { firesWhileTyping, KEYS, matchesPhysicalKey } from './keys.ts';
import { activeShortcuts, type Layer, type Shortcut } from './shortcut.ts';
import { ShortcutHelpContext, ShortcutRegistryContext, type ShortcutRegistry } from './shortcuts-context.ts';

/** A Mantine modal (or any other) is open: keys meant for the screen must not act behind it. */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * Holds the shortcuts the desk and the open screen declare, binds their keys on the document,
 * and keeps the help overlay's state. Mounted once, in the signed-in shell.
 */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const [layers, setLayers] = useState<Layer[]>([]);
  const [open, setOpen] = useState(false);
  const registry = useMemo<ShortcutRegistry>(
    () => ({
      // In place when the layer is there already, so a screen's keys keep their rank as they change.
      put: (id, scope, shortcuts) =>
        setLayers((now) =>
          now.some((l) => l.id === id)
            ? now.map((l) => (l.id === id ? { id, scope, shortcuts } : l))
            : [...now, { id, scope, shortcuts }],
        ),
      remove: (id) => setLayers((now) => now.filter((l) => l.id !== id)),
    }),
    [],
  );
  const shortcuts = useMemo(() => activeShortcuts(layers), [layers]);
  const dialogOwnsKeys = layers.some((l) => l.scope === 'dialog');
  const blocked = () => open || (!dialogOwnsKeys && modalOpen());
  const bind = (list: Shortcut[]): HotkeyItem[] =>
    list.map((s) => [
      s.keys,
      (event: KeyboardEvent) => {
        // A held key repeats: one press is one save, one bill.
        if (event.repeat || blocked()) return;
        s.run();
      },
      { usePhysicalKeys: matchesPhysicalKey(s.keys) },
    ]);
  const help: Shortcut[] =
    shortcuts.length > 0 ? [{ keys: KEYS.help, label: 'Show these keyboard shortcuts', run: () => setOpen(true) }] : [];
  useHotkeys(bind(shortcuts.filter((s) => firesWhileTyping(s.keys))), [], true);
  useHotkeys(bind([...shortcuts.filter((s) => !firesWhileTyping(s.keys)), ...help]));
  const state = useMemo(() => ({ shortcuts, open, setOpen }), [shortcuts, open]);
  return (
    <ShortcutRegistryContext value={registry}>
      <ShortcutHelpContext value={state}>{children}</ShortcutHelpContext>
    </ShortcutRegistryContext>
  );
}
