import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clinicProfile } from '../../../testing/clinic.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { ClinicProfileForm } from './clinic-profile-form.tsx';

describe('The clinic profile form', () => {
  it("shows the pharmacy's drug licence numbers and saves them with the profile", async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/clinic', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...clinicProfile, ...sent });
      }),
    );
    renderWithProviders(<ClinicProfileForm profile={{ ...clinicProfile, phone: '2012345678' }} />);
    expect(screen.getByLabelText('Drug licence (retail, Forms 20/21)')).toHaveValue(
      'MH-PZ3-20-123456 / MH-PZ3-21-123457',
    );
    const wholesale = screen.getByLabelText('Drug licence (wholesale, Forms 20B/21B)');
    expect(wholesale).toHaveValue('');
    await userEvent.type(wholesale, 'MH-PZ3-20B-123458 / MH-PZ3-21B-123459');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        drugLicenceRetail: 'MH-PZ3-20-123456 / MH-PZ3-21-123457',
        drugLicenceWholesale: 'MH-PZ3-20B-123458 / MH-PZ3-21B-123459',
      }),
    );
  });
});
