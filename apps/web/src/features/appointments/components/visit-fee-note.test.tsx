import type { VisitFee } from '@clinic/shared/encounters';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { VisitFeeNote } from './visit-fee-note.tsx';

const answer = (fee: VisitFee) =>
  server.use(
    http.get('/api/patients/p-1/visit-fee', ({ request }) =>
      new URL(request.url).searchParams.get('doctorId') === 'doc-1' ? HttpResponse.json(fee) : HttpResponse.error(),
    ),
  );

describe('The visit fee under the doctor', () => {
  it('tells the desk a follow-up is within validity, at its fee', async () => {
    answer({ kind: 'Follow-up', feePaise: 150_00, validUntil: '2026-12-02', visitsLeft: 1 });
    renderWithProviders(<VisitFeeNote patientId="p-1" doctorId="doc-1" />);
    expect(await screen.findByTestId('visit-fee')).toHaveTextContent(
      'Follow-up visit: ₹150.00 (valid until Wed, 2 Dec 2026; 1 left)',
    );
  });

  it('says a new visit pays the consultation fee, and a free follow-up is free', async () => {
    answer({ kind: 'New', feePaise: 500_00, validUntil: null, visitsLeft: null });
    const { unmount } = renderWithProviders(<VisitFeeNote patientId="p-1" doctorId="doc-1" />);
    expect(await screen.findByTestId('visit-fee')).toHaveTextContent('New visit: ₹500.00');
    unmount();
    answer({ kind: 'Follow-up', feePaise: 0, validUntil: '2026-12-02', visitsLeft: 2 });
    renderWithProviders(<VisitFeeNote patientId="p-1" doctorId="doc-1" />);
    expect(await screen.findByTestId('visit-fee')).toHaveTextContent('Follow-up visit: free');
  });
});
