import { useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { Scope, Shortcut } from './shortcut.ts';
import { ShortcutRegistryContext } from './shortcuts-context.ts';

/**
 * Declares the keys of a screen (or of the desk, or of an open dialog) in one place: they act
 * while the component is mounted and the help overlay lists them. Outside the shell it does nothing.
 */
export function useDeskShortcuts(shortcuts: Shortcut[], scope: Scope = 'screen') {
  const registry = useContext(ShortcutRegistryContext);
  const id = useId();
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  // Registered again only when the keys or their labels change; the actions are always the latest render's.
  const signature = shortcuts.map((s) => `${s.keys}\t${s.label}`).join('\n');
  useEffect(() => {
    registry?.put(
      id,
      scope,
      latest.current.map(({ keys, label }) => ({
        keys,
        label,
        run: () => latest.current.find((s) => s.keys === keys)?.run(),
      })),
    );
  }, [registry, id, scope, signature]);
  useEffect(() => () => registry?.remove(id), [registry, id]);
}
