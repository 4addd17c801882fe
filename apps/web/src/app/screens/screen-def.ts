import type { Permission } from '@clinic/shared/auth';
import type { ComponentType } from 'react';

/** A screen of an area: its route, title, the permission that opens it and, when listed, its menu entry. */
export type ScreenDef = {
  /** Relative to the area's home ('' is the home itself), or absolute (the OT area's /scheduler/... links). */
  path: string;
  title: string;
  /** Imports the screen's component, lazily (one chunk per screen). */
  load: () => Promise<ComponentType>;
  /** The area's home itself (in place of the menu dashboard), where the spec gives the index a screen. */
  index?: boolean;
  /** The permission that opens it; of a list, any one (a home every holder of the area's entry may open). */
  permission: Permission | readonly Permission[];
  menu?: { label: string; description: string };
};

export type AreaKey =
  | 'reception'
  | 'doctor'
  | 'lab'
  | 'inventory'
  | 'pharmacy'
  | 'nurse'
  | 'otscheduler'
  | 'radiology'
  | 'billing'
  | 'reports'
  | 'settings';

/**
 * A role area of the sidebar (000 §2.7). Someone enters it holding any of `entry` (permissions the
 * area's own desk holds), then sees each screen whose permission they hold.
 */
export type AreaDef = {
  key: AreaKey;
  label: string;
  home: string;
  entry: readonly Permission[];
  screens: ScreenDef[];
};
