import type { ClaimDocumentInput, ClaimDocuments as Papers } from '@clinic/shared/insurance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { ClaimDocuments } from './claim-documents.tsx';

const caseId = 'c1000000-0000-4000-8000-000000000001';
const approval = {
  _id: 'd1000000-0000-4000-8000-000000000001',
  caseId,
  code: 'PAU' as const,
  fileName: 'Approval letter.pdf',
  contentType: 'application/pdf' as const,
  sizeBytes: 182_000,
  uploadedBy: 'Manoj Gupta',
  uploadedAt: '2026-11-27T05:30:00.000Z',
};

function papersApi() {
  const state: Papers = { documents: [approval], required: ['HDS', 'INV', 'PAU'], missing: ['HDS', 'INV'] };
  const sent: ClaimDocumentInput[] = [];
  server.use(
    http.get(`/api/claims/${caseId}/documents`, () => HttpResponse.json(state)),
    http.post(`/api/claims/${caseId}/documents`, async ({ request }) => {
      const body = (await request.json()) as ClaimDocumentInput;
      sent.push(body);
      const doc = {
        ...approval,
        _id: 'd1000000-0000-4000-8000-000000000002',
        code: body.code,
        fileName: body.fileName,
      };
      state.documents = [...state.documents, doc];
      state.missing = state.missing.filter((c) => c !== body.code);
      return HttpResponse.json(doc, { status: 201 });
    }),
  );
  return sent;
}

describe('ClaimDocuments', () => {
  it('lists the papers with a download link and the payer’s missing ones, and attaches the first missing one', async () => {
    const sent = papersApi();
    const user = userEvent.setup();
    renderWithProviders(<ClaimDocuments caseId={caseId} mayAttach />);
    const table = within(await screen.findByRole('table', { name: 'Claim papers' }));
    expect(table.getByRole('link', { name: 'Approval letter.pdf' })).toHaveAttribute(
      'href',
      '/api/claim-documents/d1000000-0000-4000-8000-000000000001/file',
    );
    expect(table.getByText('178 KB')).toBeInTheDocument();
    expect(screen.getByText('Discharge summary')).toBeInTheDocument();
    expect(screen.getByText('Final invoice')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Attach a paper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Attach a paper' }));
    expect(dialog.getByRole('combobox', { name: /What it is/ })).toHaveValue('Discharge summary (HDS)');
    const file = new File(['%PDF-1.4 summary'], 'Discharge summary.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.click(dialog.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ code: 'HDS', fileName: 'Discharge summary.pdf' });
    expect(sent[0]?.dataUrl).toBe(`data:application/pdf;base64,${btoa('%PDF-1.4 summary')}`);
    expect(await screen.findByRole('link', { name: 'Discharge summary.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Discharge summary', { selector: '.mantine-Badge-label' })).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it, and hides attaching from a reader', async () => {
    const sent = papersApi();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ClaimDocuments caseId={caseId} mayAttach />);
    await user.click(await screen.findByRole('button', { name: 'Attach a paper' }));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, big);
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('The file must be at most 10 MB')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    unmount();
    renderWithProviders(<ClaimDocuments caseId={caseId} mayAttach={false} />);
    await screen.findByRole('table', { name: 'Claim papers' });
    expect(screen.queryByRole('button', { name: 'Attach a paper' })).not.toBeInTheDocument();
  });
});
