import type { IpVitals } from '@clinic/shared/admissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../testing/combobox.ts';
import { admissionId } from '../../../testing/fixtures/admissions.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { VitalsForm } from './vitals-form.tsx';

const recorded: IpVitals = {
  _id: 'f1000000-0000-4000-8000-0000000000a1',
  admissionId,
  recordedAt: '2026-11-23T06:00:00.000Z',
  recordedBy: 'Nurse Rekha',
  respiratoryRate: 24,
  spo2: 93,
  spo2Scale: 1,
  onOxygen: true,
  systolic: 100,
  diastolic: 60,
  pulse: 112,
  consciousness: 'C',
  temperatureC: 38.6,
  temperatureF: 101.5,
  news2Score: 11,
  news2Risk: 'High',
};

function vitalsApi(reply: () => Response = () => HttpResponse.json(recorded, { status: 201 })) {
  const sent: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post(`/api/admissions/${admissionId}/vitals`, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      return reply();
    }),
  );
  return sent;
}

function renderForm() {
  const onSaved = vi.fn();
  renderWithProviders(<VitalsForm admissionId={admissionId} onSaved={onSaved} />);
  return { onSaved, user: userEvent.setup() };
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(box(new RegExp(label)), value);
}

const observations = {
  'Respiratory rate': '24',
  'SpO₂ \\(%\\)': '93',
  'Systolic BP': '100',
  'Diastolic BP': '60',
  Pulse: '112',
  Temperature: '101.5',
};

describe('Recording ward vitals', () => {
  it('names every missing observation and sends nothing', async () => {
    const sent = vitalsApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    expect(await screen.findByText('Respiratory rate is required')).toBeInTheDocument();
    expect(screen.getByText('SpO₂ is required')).toBeInTheDocument();
    expect(screen.getByText('Systolic BP is required')).toBeInTheDocument();
    expect(screen.getByText('Pulse is required')).toBeInTheDocument();
    expect(screen.getByText('Temperature is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('checks the ranges and that the diastolic is below the systolic', async () => {
    const sent = vitalsApi();
    const { user } = renderForm();
    await fill(user, { ...observations, 'SpO₂ \\(%\\)': '40', 'Diastolic BP': '120', Temperature: '120' });
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    expect(await screen.findByText('SpO₂ must be between 50 and 100 %')).toBeInTheDocument();
    expect(screen.getByText('Temperature must be between 86 and 110 °F')).toBeInTheDocument();
    expect(screen.getByText('Diastolic must be below systolic')).toBeInTheDocument();
    await user.clear(box(/Temperature/));
    await user.type(box(/Temperature/), '99.1');
    expect(screen.queryByText('Temperature must be between 86 and 110 °F')).not.toBeInTheDocument();
    // Edited to another wrong value, the message still goes until the next save.
    await user.clear(box(/SpO₂/));
    await user.type(box(/SpO₂/), '45');
    expect(screen.queryByText('SpO₂ must be between 50 and 100 %')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    expect(await screen.findByText('SpO₂ must be between 50 and 100 %')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the observations with consciousness and oxygen, and reports the NEWS2 score', async () => {
    const sent = vitalsApi();
    const { user, onSaved } = renderForm();
    expect(screen.getByRole('combobox', { name: /Consciousness/ })).toHaveValue('A · Alert');
    await fill(user, observations);
    await pickOption(user, screen.getByRole('combobox', { name: /Consciousness/ }), 'C · New confusion');
    await user.click(screen.getByRole('checkbox', { name: 'On supplemental oxygen' }));
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      respiratoryRate: 24,
      spo2: 93,
      spo2Scale: 1,
      onOxygen: true,
      systolic: 100,
      diastolic: 60,
      pulse: 112,
      consciousness: 'C',
      temperatureF: 101.5,
    });
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Vitals recorded: NEWS2 11 (High)')).toBeInTheDocument();
    expect(box(/Pulse/)).toHaveValue('');
  });

  it('keeps "A · Alert" when it is picked again (a second pick never empties the choice)', async () => {
    const sent = vitalsApi();
    const { user } = renderForm();
    await fill(user, observations);
    const consciousness = screen.getByRole('combobox', { name: /Consciousness/ });
    await pickOption(user, consciousness, 'A · Alert');
    await pickOption(user, screen.getByRole('combobox', { name: 'SpO₂ scale' }), 'Scale 1');
    expect(consciousness).toHaveValue('A · Alert');
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ consciousness: 'A', spo2Scale: 1 });
    expect(screen.queryByText('Choose the level of consciousness')).not.toBeInTheDocument();
  });

  it('uses SpO₂ scale 2 for a patient with a target of 88–92%', async () => {
    const sent = vitalsApi();
    const { user, onSaved } = renderForm();
    await fill(user, observations);
    await pickOption(user, screen.getByRole('combobox', { name: 'SpO₂ scale' }), 'Scale 2 (target 88–92%)');
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({ spo2Scale: 2, onOxygen: false, consciousness: 'A' });
  });

  it("puts the server's field message on its field (400) and keeps the values", async () => {
    vitalsApi(() =>
      HttpResponse.json(
        { error: { code: 'VALIDATION', message: 'Invalid vitals', fields: { pulse: 'Pulse must be a whole number' } } },
        { status: 400 },
      ),
    );
    const { user, onSaved } = renderForm();
    await fill(user, observations);
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    expect(await screen.findByText('Pulse must be a whole number')).toBeInTheDocument();
    expect(box(/Pulse/)).toHaveValue('112');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says so when the stay is closed (409)', async () => {
    vitalsApi(() =>
      HttpResponse.json({ error: { code: 'CONFLICT', message: 'The patient has been discharged' } }, { status: 409 }),
    );
    const { user } = renderForm();
    await fill(user, observations);
    await user.click(screen.getByRole('button', { name: 'Save vitals' }));
    expect(await screen.findByText('The patient has been discharged')).toBeInTheDocument();
  });
});
