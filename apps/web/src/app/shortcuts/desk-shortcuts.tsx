import type { SessionUser } from '@clinic/shared/auth';
import { useNavigate } from 'react-router';
import { useDeskShortcuts } from '../../components/shortcuts/use-desk-shortcuts.ts';
import { FOCUS_SEARCH } from '../../components/shortcuts/use-search-shortcut.ts';
import { canOpen, screenPath, type Area, type AreaKey } from '../areas.ts';
import { billingShortcuts } from './billing-shortcuts.ts';
import type { DeskShortcutList } from './desk-shortcut-list.ts';
import { receptionShortcuts } from './reception-shortcuts.ts';

/** The desks with keys of their own; the screens of any area may still declare theirs. */
const DESKS: Partial<Record<AreaKey, DeskShortcutList>> = {
  reception: receptionShortcuts,
  billing: billingShortcuts,
};

/** Declares the current desk's keys for this person; renders nothing. */
export function DeskShortcuts({ area, user }: { area: Area | undefined; user: SessionUser }) {
  const navigate = useNavigate();
  const list = area ? DESKS[area.key] : undefined;
  const shortcuts = list
    ? list({
        open: (target, path) => {
          const screen = target.screens.find((s) => s.path === path);
          return screen && canOpen(target, screen, user.permissions) ? screenPath(target, screen) : undefined;
        },
        go: (to, focusSearch) => void navigate(to, focusSearch ? { state: FOCUS_SEARCH } : undefined),
      })
    : [];
  useDeskShortcuts(shortcuts, 'desk');
  return null;
}
