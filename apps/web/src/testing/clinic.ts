import type { ClinicProfile } from '@clinic/shared/clinic';
import { http, HttpResponse } from 'msw';
import { server } from './server.ts';

export const clinicProfile: ClinicProfile = {
  name: 'Sunrise Clinic',
  address: '12 MG Road, Pune',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  phone: '02012345678',
  email: 'desk@sunrise.test',
  drugLicenceRetail: 'MH-PZ3-20-123456 / MH-PZ3-21-123457',
  drugLicenceWholesale: null,
  rohiniId: '8900080336474',
  hasLogo: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** `GET /api/clinic`: the profile that prints carry. */
export function mockClinic(profile: ClinicProfile = clinicProfile): void {
  server.use(http.get('/api/clinic', () => HttpResponse.json(profile)));
}

/** `GET /api/clinic/clock`: the clinic's today and time zone. */
export function mockClock(date = '2026-11-23', timeZone = 'Asia/Kolkata', time = '10:00'): void {
  server.use(http.get('/api/clinic/clock', () => HttpResponse.json({ date, time, timeZone })));
}
