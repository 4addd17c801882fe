import { ROLE_PERMISSIONS, ROLES, type Permission } from '@clinic/shared/auth';
import { describe, expect, it } from 'vitest';
import { AREAS, areaForPath, canOpen, landingFor, menuOf, screenPath, visibleAreas } from './areas.ts';

const keysFor = (held: readonly string[]) => visibleAreas(held).map((a) => a.key);

describe('areas from permissions', () => {
  it('shows each built-in role its own area (and Reports to those who report incidents), and the administrator every area', () => {
    for (const role of ROLES.filter((r) => r !== 'clinicAdmin')) {
      const reports = ROLE_PERMISSIONS[role].includes('incidents.report') ? ['reports'] : [];
      expect([role, keysFor(ROLE_PERMISSIONS[role])]).toEqual([role, [role, ...reports]]);
    }
    const nurseReports = AREAS.find((a) => a.key === 'reports')!;
    expect(menuOf(nurseReports, ROLE_PERMISSIONS.nurse).map((m) => m.label)).toEqual(['Safety Incidents']);
    expect(keysFor(ROLE_PERMISSIONS.clinicAdmin)).toEqual(AREAS.map((a) => a.key));
  });

  it("gives a clinic's own role the areas and menu entries of exactly its permissions", () => {
    const cashier: Permission[] = ['patients.read', 'charges.read', 'bills.read', 'op-bills.bill', 'billing.day-end'];
    expect(keysFor(cashier)).toEqual(['billing']);
    const billing = AREAS.find((a) => a.key === 'billing')!;
    expect(menuOf(billing, cashier).map((m) => m.label)).toEqual(['Work queue', 'Bill OP charges', 'Day end']);
    expect(landingFor({ roles: [], permissions: cashier })).toBe('/billing');
    // The home they land on opens to any holder of the desk's entry, not only to who sees the queue.
    expect(
      canOpen(
        billing,
        billing.screens.find((s) => s.index)!,
        cashier,
      ),
    ).toBe(true);
    expect(
      canOpen(
        billing,
        billing.screens.find((s) => s.path === 'bill-list-view')!,
        cashier,
      ),
    ).toBe(false);
    expect(landingFor({ roles: [], permissions: ['patients.read'] })).toBe('/unauthorized');
    expect(landingFor({ roles: ['nurse'], permissions: [...ROLE_PERMISSIONS.nurse] })).toBe('/nurse');
  });

  it('gives every screen a route of its own and every menu entry a screen', () => {
    const paths = AREAS.flatMap((a) => a.screens.map((s) => screenPath(a, s)));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/settings/roles');
    expect(areaForPath('/scheduler/ot-setup')?.key).toBe('otscheduler');
    for (const area of AREAS) expect(menuOf(area, ROLE_PERMISSIONS.clinicAdmin).length).toBeGreaterThan(0);
  });
});
