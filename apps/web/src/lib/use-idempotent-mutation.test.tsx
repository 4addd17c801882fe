import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing/render.tsx';
import { server } from '../testing/server.ts';
import { api } from './api-client.ts';
import { useIdempotentMutation } from './use-idempotent-mutation.ts';

const saved = z.object({ _id: z.string() });

/** A screen that saves a dressing and lists what is saved, as a feature would. */
function DressingDesk() {
  const list = useQuery({ queryKey: ['dressings'], queryFn: () => api('/dressings', { schema: z.array(saved) }) });
  const save = useIdempotentMutation(
    (name: string, idempotencyKey) =>
      api('/dressings', { method: 'POST', body: { name }, schema: saved, idempotencyKey }),
    { invalidates: [['dressings']] },
  );
  return (
    <>
      <button type="button" onClick={() => save.mutate('Gauze')}>
        Save
      </button>
      <button type="button" onClick={save.reset}>
        Start over
      </button>
      {save.isPending && <p>Saving</p>}
      {save.isError && <p>Not saved: {save.error.message}</p>}
      {save.isSuccess && <p>Saved {save.data._id}</p>}
      <p>Listed {list.data?.length ?? 0}</p>
    </>
  );
}

/**
 * The dressings API: `replies` answers each POST in turn ('drop' loses the connection, a number
 * is an HTTP error status, 'ok' saves); every POST's Idempotency-Key header is recorded.
 */
function dressingsApi(replies: ('drop' | 'ok' | number)[]) {
  const keys: (string | null)[] = [];
  const rows: { _id: string }[] = [];
  server.use(
    http.get('/api/dressings', () => HttpResponse.json(rows)),
    http.post('/api/dressings', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const reply = replies[keys.length - 1] ?? 'ok';
      if (reply === 'drop') return HttpResponse.error();
      if (typeof reply === 'number')
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'Server down' } }, { status: reply });
      rows.push({ _id: `D-${keys.length}` });
      return HttpResponse.json(rows.at(-1), { status: 201 });
    }),
  );
  return keys;
}

describe('useIdempotentMutation', () => {
  it('sends the same Idempotency-Key again when the user retries after a dropped connection', async () => {
    const keys = dressingsApi(['drop', 'ok']);
    renderWithProviders(<DressingDesk />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Network error. Please check your connection.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved D-2')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the key across a server error too, since the first send may have been saved', async () => {
    const keys = dressingsApi([503, 'ok']);
    renderWithProviders(<DressingDesk />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Server down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved D-2')).toBeInTheDocument();
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new key for the next submission once one has been saved', async () => {
    const keys = dressingsApi(['drop', 'ok', 'ok', 'ok']);
    renderWithProviders(<DressingDesk />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Not saved/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved D-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved D-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved D-4');
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('starts a new attempt with a new key when the user starts over', async () => {
    const keys = dressingsApi(['drop', 'ok']);
    renderWithProviders(<DressingDesk />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Not saved/);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByText(/^Not saved/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved D-2');
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reads the given queries again once saved', async () => {
    dressingsApi(['drop', 'ok']);
    renderWithProviders(<DressingDesk />);
    const user = userEvent.setup();
    expect(await screen.findByText('Listed 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Not saved/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Listed 1')).toBeInTheDocument();
  });
});
