import { can, landingPathFor, type SessionUser } from '@clinic/shared/auth';
import type { AreaDef, AreaKey, ScreenDef } from './screens/screen-def.ts';
import { BILLING } from './screens/billing-screens.ts';
import { DOCTOR } from './screens/doctor-screens.ts';
import { INVENTORY } from './screens/inventory-screens.ts';
import { LAB } from './screens/lab-screens.ts';
import { NURSE } from './screens/nurse-screens.ts';
import { PHARMACY } from './screens/pharmacy-screens.ts';
import { RADIOLOGY } from './screens/radiology-screens.ts';
import { RECEPTION } from './screens/reception-screens.ts';
import { REPORTS } from './screens/reports-screens.ts';
import { SETTINGS } from './screens/settings-screens.ts';
import { OT_SCHEDULER } from './screens/theatre-screens.ts';

export type { AreaDef as Area, AreaKey, ScreenDef } from './screens/screen-def.ts';
export type MenuItem = { label: string; to: string; description: string };

/** The areas in the order of the sidebar's icons (000 §2.7); Settings is the clinic administrator's. */
export const AREAS: AreaDef[] = [
  RECEPTION,
  DOCTOR,
  LAB,
  INVENTORY,
  PHARMACY,
  NURSE,
  OT_SCHEDULER,
  RADIOLOGY,
  BILLING,
  REPORTS,
  SETTINGS,
];

type Held = readonly string[] | undefined;

/** Where a screen lives: its own absolute path, the area's home, or a path under the home. */
export function screenPath(area: AreaDef, screen: ScreenDef): string {
  if (screen.path.startsWith('/')) return screen.path;
  return screen.path === '' ? area.home : `${area.home}/${screen.path}`;
}

export const canEnter = (area: AreaDef, held: Held) => can(held, ...area.entry);
export const canOpen = (area: AreaDef, screen: ScreenDef, held: Held) =>
  canEnter(area, held) &&
  can(held, ...(typeof screen.permission === 'string' ? [screen.permission] : screen.permission));

/** The area's menu as this user may use it. */
export function menuOf(area: AreaDef, held: Held): MenuItem[] {
  return area.screens.flatMap((screen) =>
    screen.menu && canOpen(area, screen, held)
      ? [{ label: screen.menu.label, description: screen.menu.description, to: screenPath(area, screen) }]
      : [],
  );
}

/** The areas this user may enter, in the sidebar's order. */
export const visibleAreas = (held: Held) => AREAS.filter((area) => canEnter(area, held));

const PREFIX_TO_AREA: Record<string, AreaKey> = { scheduler: 'otscheduler' };

/** The area a path belongs to, by its first segment (`/scheduler/...` is the OT area). */
export function areaForPath(pathname: string): AreaDef | undefined {
  const first = pathname.split('/')[1] ?? '';
  const key = PREFIX_TO_AREA[first] ?? first;
  return AREAS.find((area) => area.key === key);
}

/**
 * Where `/` sends a signed-in user: the spec's landing for a built-in role, otherwise (someone
 * holding only the clinic's own roles) the first area they may enter.
 */
export function landingFor(user: Pick<SessionUser, 'roles' | 'permissions'>): string {
  if (user.roles.length > 0) return landingPathFor(user.roles);
  return visibleAreas(user.permissions)[0]?.home ?? '/unauthorized';
}
