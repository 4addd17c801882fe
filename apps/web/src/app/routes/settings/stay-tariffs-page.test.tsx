import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import type { StayTariff, StayTariffsInput } from '@clinic/shared/billing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AREAS, canOpen, menuOf } from '../../areas.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { StayTariffsPage } from './stay-tariffs-page.tsx';

const MAX_PAISE = 10_00_000_00;

/**
 * The prices as the server keeps them (only the ones set, as its list does); a price over
 * ₹10 lakh is refused with 400 naming the cell, a second row for the same cell with the message only.
 */
function tariffsApi(initial: StayTariff[]) {
  let tariffs = initial;
  const sent: StayTariffsInput[] = [];
  server.use(
    http.get('/api/stay-tariffs', () => HttpResponse.json(tariffs)),
    http.put('/api/stay-tariffs', async ({ request }) => {
      const body = (await request.json()) as StayTariffsInput;
      sent.push(body);
      const over = body.tariffs.findIndex((t) => t.pricePaise > MAX_PAISE);
      if (over >= 0)
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'At most ₹10,00,000.00',
              fields: { [`tariffs.${over}.pricePaise`]: 'At most ₹10,00,000.00' },
            },
          },
          { status: 400 },
        );
      tariffs = body.tariffs.map((t) => ({ ...t }));
      return HttpResponse.json(tariffs);
    }),
  );
  return sent;
}

function renderPage(initial: StayTariff[]) {
  const sent = tariffsApi(initial);
  renderWithProviders(<StayTariffsPage />);
  return { sent, user: userEvent.setup() };
}

const cell = (name: string) => screen.getByRole('textbox', { name });
/** Whether closing or reloading the tab would ask first (the unsaved-changes guard). */
const leavingAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('Charges by rule (Settings)', () => {
  it('is a Settings screen for who sets the charges only', () => {
    const settings = AREAS.find((a) => a.key === 'settings')!;
    const screenDef = settings.screens.find((s) => s.path === 'stay-tariffs')!;
    expect(screenDef.title).toBe('Charges by rule');
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.clinicAdmin)).toBe(true);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.billing)).toBe(false);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.reception)).toBe(false);
    expect(canOpen(settings, screenDef, ROLE_PERMISSIONS.doctor)).toBe(false);
    expect(menuOf(settings, ['stay-tariffs.manage']).map((m) => [m.label, m.to])).toEqual([
      ['Charges by rule', '/settings/stay-tariffs'],
    ]);
  });

  it('shows the prices by head and bed class, and Save sends all twelve cells in paise', async () => {
    const { sent, user } = renderPage([
      { head: 'Consultant visit', bedClass: 'general', pricePaise: 500_00 },
      { head: 'Consultant visit', bedClass: 'icu', pricePaise: 1_50_000_50 },
      { head: 'Nursing', bedClass: 'general', pricePaise: 300_00 },
      { head: 'Nursing', bedClass: 'private', pricePaise: 0 },
      { head: 'Monitoring', bedClass: 'icu', pricePaise: 1_500_00 },
    ]);
    expect(await screen.findByRole('table', { name: 'Prices by bed class' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Charge',
      'General',
      'Semi-private',
      'Private',
      'ICU',
    ]);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Consultant visitper visit',
      'Nursingper day',
      'Monitoringper day',
    ]);
    expect(cell('Consultant visit, General')).toHaveValue('₹500.00');
    expect(cell('Consultant visit, ICU')).toHaveValue('₹1,50,000.50');
    expect(cell('Nursing, General')).toHaveValue('₹300.00');
    // Not set, or 0: not charged, shown empty.
    expect(cell('Nursing, Private')).toHaveValue('');
    expect(cell('Monitoring, General')).toHaveValue('');
    expect(cell('Monitoring, General')).toHaveAttribute('placeholder', 'Not charged');
    expect(leavingAsks()).toBe(false);

    await user.clear(cell('Nursing, General'));
    await user.type(cell('Nursing, General'), '350.5');
    await user.type(cell('Monitoring, Private'), '1200');
    await user.clear(cell('Consultant visit, General'));
    expect(leavingAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Charges by rule saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        tariffs: [
          { head: 'Consultant visit', bedClass: 'general', pricePaise: 0 },
          { head: 'Consultant visit', bedClass: 'semi-private', pricePaise: 0 },
          { head: 'Consultant visit', bedClass: 'private', pricePaise: 0 },
          { head: 'Consultant visit', bedClass: 'icu', pricePaise: 1_50_000_50 },
          { head: 'Nursing', bedClass: 'general', pricePaise: 350_50 },
          { head: 'Nursing', bedClass: 'semi-private', pricePaise: 0 },
          { head: 'Nursing', bedClass: 'private', pricePaise: 0 },
          { head: 'Nursing', bedClass: 'icu', pricePaise: 0 },
          { head: 'Monitoring', bedClass: 'general', pricePaise: 0 },
          { head: 'Monitoring', bedClass: 'semi-private', pricePaise: 0 },
          { head: 'Monitoring', bedClass: 'private', pricePaise: 1_200_00 },
          { head: 'Monitoring', bedClass: 'icu', pricePaise: 1_500_00 },
        ],
      },
    ]);
    // The saved list is what the grid shows now.
    await waitFor(() => expect(cell('Nursing, General')).toHaveValue('₹350.50'));
    expect(cell('Monitoring, Private')).toHaveValue('₹1,200.00');
    expect(cell('Consultant visit, General')).toHaveValue('');
    expect(leavingAsks()).toBe(false);
  }, 20_000);

  it("shows the server's refusal under the cell it names, and clears it once the cell is edited", async () => {
    const { sent, user } = renderPage([{ head: 'Nursing', bedClass: 'general', pricePaise: 300_00 }]);
    await user.type(await screen.findByRole('textbox', { name: 'Nursing, Semi-private' }), '2000000');
    expect(cell('Nursing, Semi-private')).toHaveValue('₹20,00,000.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(cell('Nursing, Semi-private')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('At most ₹10,00,000.00')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.tariffs[5]).toEqual({ head: 'Nursing', bedClass: 'semi-private', pricePaise: 20_00_000_00 });
    expect(cell('Nursing, General')).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(cell('Nursing, Semi-private'));
    await user.type(cell('Nursing, Semi-private'), '400');
    expect(screen.queryByText('At most ₹10,00,000.00')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Charges by rule saved')).toBeInTheDocument();
    expect(sent[1]!.tariffs[5]).toEqual({ head: 'Nursing', bedClass: 'semi-private', pricePaise: 400_00 });
  }, 20_000);

  it("shows a refusal no cell takes (the user's permission taken away) as a toast", async () => {
    tariffsApi([]);
    server.use(
      http.put('/api/stay-tariffs', () =>
        HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this' } },
          { status: 403 },
        ),
      ),
    );
    renderWithProviders(<StayTariffsPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Monitoring, ICU' }), '900');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    expect(cell('Monitoring, ICU')).toHaveValue('₹900.00');
  }, 20_000);
});
