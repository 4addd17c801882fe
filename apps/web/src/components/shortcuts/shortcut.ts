import { keyOrder } from './keys.ts';

/** One key of a screen: the combo (a KEYS value), what it does in the screen's words, and the action. */
export type Shortcut = { keys: string; label: string; run: () => void };

/**
 * Where a shortcut was declared. A screen's key replaces the desk's same key; an open dialog's keys
 * are the only ones that act, so nothing happens behind it.
 */
export type Scope = 'desk' | 'screen' | 'dialog';

export type Layer = { id: string; scope: Scope; shortcuts: Shortcut[] };

const RANK: Record<Scope, number> = { desk: 0, screen: 1, dialog: 2 };

/** The shortcuts that act now, one per key, in the overlay's order. */
export function activeShortcuts(layers: readonly Layer[]): Shortcut[] {
  const dialogOpen = layers.some((l) => l.scope === 'dialog');
  const live = layers
    .filter((l) => !dialogOpen || l.scope === 'dialog')
    .map((layer, at) => ({ layer, at }))
    .sort((a, b) => RANK[a.layer.scope] - RANK[b.layer.scope] || a.at - b.at);
  const byKey = new Map<string, Shortcut>();
  for (const { layer } of live) for (const s of layer.shortcuts) byKey.set(s.keys.toLowerCase(), s);
  return [...byKey.values()].sort((a, b) => keyOrder(a.keys) - keyOrder(b.keys));
}
