import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing.ts';
import { hasAnyRole } from './roles.ts';

describe('hasAnyRole', () => {
  it('passes an empty requirement and refuses a guest', () => {
    expect(hasAnyRole(['nurse'], [])).toBe(true);
    expect(hasAnyRole(undefined, ['nurse'])).toBe(false);
    expect(hasAnyRole([], ['nurse'])).toBe(false);
  });
  it('lets clinicAdmin through every check', () => {
    expect(hasAnyRole(['clinicAdmin'], ['pharmacy'])).toBe(true);
  });
  it('accepts any one of several held roles', () => {
    expect(hasAnyRole(['lab', 'radiology'], ['radiology'])).toBe(true);
    expect(hasAnyRole(['lab'], ['radiology', 'billing'])).toBe(false);
  });
});

describe('landingPathFor', () => {
  it('follows the spec for the roles it names', () => {
    expect(landingPathFor(['reception'])).toBe('/reception');
    expect(landingPathFor(['doctor'])).toBe('/doctor');
    expect(landingPathFor(['nurse'])).toBe('/nurse');
    expect(landingPathFor(['lab'])).toBe('/lab');
    expect(landingPathFor(['clinicAdmin'])).toBe('/reception');
  });
  it('sends the other roles to their own area', () => {
    expect(landingPathFor(['pharmacy'])).toBe('/pharmacy');
    expect(landingPathFor(['otscheduler'])).toBe('/otscheduler');
    expect(landingPathFor(['billing', 'clinicAdmin'])).toBe('/reception');
  });
});
