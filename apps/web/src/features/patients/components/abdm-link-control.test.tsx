import type { AbdmLinkState } from '@clinic/shared/abdm';
import type { Patient } from '@clinic/shared/patients';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { AbdmLinkControl } from './abdm-link-control.tsx';

const patient = {
  _id: '7a000000-0000-4000-8000-0000000000f1',
  mrn: 'MRN-000001',
  givenName: 'Asha',
  familyName: 'Kulkarni',
  abhaNumber: '91-0022-4466-8808',
  abhaAddress: 'asha.kulkarni@sbx',
} as Patient;
const url = `/api/patients/${patient._id}/abdm-link`;

describe('Linking the patient’s records to their ABHA', () => {
  it('is not offered when the hospital has not set ABDM up', async () => {
    let asked = false;
    server.use(
      http.get(url, () => {
        asked = true;
        return HttpResponse.json({ enabled: false, link: null } satisfies AbdmLinkState);
      }),
    );
    renderWithProviders(<AbdmLinkControl patient={patient} />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Link records to ABHA' })).not.toBeInTheDocument();
  });

  it('asks the gateway once per click with an idempotency key, and shows the request under way', async () => {
    let state: AbdmLinkState = { enabled: true, link: null };
    const keys: (string | null)[] = [];
    server.use(
      http.get(url, () => HttpResponse.json(state)),
      http.post(url, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const link = {
          requestId: 'r1',
          status: 'asked-token' as const,
          careContexts: 6,
          detail: '',
          at: '2026-11-28T06:00:00.000Z',
        };
        state = { enabled: true, link };
        return HttpResponse.json(link, { status: 202 });
      }),
    );
    renderWithProviders(<AbdmLinkControl patient={patient} />);
    expect(await screen.findByText('Not linked to the ABHA yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link records to ABHA' }));
    expect(await screen.findByText('Waiting for ABDM to issue a link token…')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says why a link failed, and the refusal of a request', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          enabled: true,
          link: {
            requestId: 'r2',
            status: 'failed',
            careContexts: 6,
            detail: 'ABHA not found',
            at: '2026-11-28T06:00:00.000Z',
          },
        } satisfies AbdmLinkState),
      ),
      http.post(url, () =>
        HttpResponse.json(
          {
            error: {
              code: 'ABDM_HFR_ID_MISSING',
              message: "Set the hospital's Health Facility Registry id (ABDM_HFR_ID) before linking records",
            },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<AbdmLinkControl patient={patient} />);
    expect(await screen.findByText('Linking failed: ABHA not found')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link records to ABHA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Health Facility Registry id');
  });
});
