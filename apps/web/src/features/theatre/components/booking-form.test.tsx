import type { Equipment, Surgery, Theatre } from '@clinic/shared/theatre';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findOption, listOf, pickOption } from '../../../testing/combobox.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { BookingForm } from './booking-form.tsx';

const uuid = (n: number) => `0e000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const patientId = uuid(1);
const [surgeon, assistant, anaesthetist] = [uuid(11), uuid(12), uuid(13)];
const [ot1, ot2, ot3] = [uuid(21), uuid(22), uuid(23)];
const theatre = (_id: string, identifier: string, status: Theatre['status'] = 'Active'): Theatre => ({
  _id,
  identifier,
  type: 'Major',
  capacity: 1,
  status,
  days: [1, 2, 3, 4, 5, 6],
  opensAt: '08:00',
  closesAt: '20:00',
  hourlyRatePaise: 5_000_00,
  equipment: [],
});
const gear = (
  n: number,
  name: string,
  theatreId: string | null,
  status: Equipment['status'] = 'Active',
): Equipment => ({
  _id: uuid(n),
  name,
  theatreId,
  theatre: theatreId === ot1 ? 'OT-1' : theatreId === ot2 ? 'OT-2' : null,
  status,
});
const service = (n: number, name: string, category: string, isActive = true) => ({
  _id: uuid(n),
  name,
  category,
  description: '',
  duration: 60,
  price: 25_000,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const surgery: Surgery = {
  _id: uuid(51),
  patient: { _id: patientId, name: 'Ravi Kumar', mrn: 'MRN-000123' },
  admissionId: null,
  ipNumber: null,
  procedure: { _id: uuid(41), name: 'Appendectomy' },
  surgeon: { _id: surgeon, name: 'Dr. Iyer' },
  assistant: null,
  anaesthetist: { _id: anaesthetist, name: 'Dr. Bose' },
  anaesthesiaType: 'Spinal',
  theatre: { _id: ot1, identifier: 'OT-1' },
  date: '2026-11-25',
  startTime: '10:00',
  endTime: '11:00',
  startAt: '2026-11-25T04:30:00.000Z',
  endAt: '2026-11-25T05:30:00.000Z',
  durationMinutes: 60,
  equipment: [],
  checklist: [],
  notes: '',
  status: 'Scheduled',
  statusReason: '',
  inProgressSince: null,
  bookedBy: 'OT Desk',
  operationNote: null,
  chargedPaise: 0,
};

function theatreApi(reply: () => Response = () => HttpResponse.json(surgery, { status: 201 })) {
  const booked: unknown[] = [];
  server.use(
    http.get('/api/theatre/theatres', () =>
      HttpResponse.json([theatre(ot1, 'OT-1'), theatre(ot2, 'OT-2'), theatre(ot3, 'OT-3', 'Inactive')]),
    ),
    http.get('/api/theatre/equipment', () =>
      HttpResponse.json([
        gear(31, 'C-arm', ot1),
        gear(32, 'Laparoscopy tower', ot2),
        gear(33, 'Portable ultrasound', null),
        gear(34, 'Old diathermy', ot1, 'Inactive'),
      ]),
    ),
    http.get('/api/theatre/team', () =>
      HttpResponse.json([
        { _id: surgeon, name: 'Dr. Iyer', speciality: 'General Surgery' },
        { _id: assistant, name: 'Dr. Khan', speciality: 'Orthopedics' },
        { _id: anaesthetist, name: 'Dr. Bose', speciality: 'Anaesthesiology' },
      ]),
    ),
    http.get('/api/service/all', () =>
      HttpResponse.json([
        service(41, 'Appendectomy', 'Procedure'),
        service(42, 'Hernia repair (retired)', 'Procedure', false),
        service(43, 'Consultation', 'Consultation'),
      ]),
    ),
    http.get('/api/patients', () =>
      HttpResponse.json({
        data: [
          {
            _id: patientId,
            mrn: 'MRN-000123',
            title: null,
            givenName: 'Ravi',
            middleName: null,
            familyName: 'Kumar',
            age: 54,
            gender: 'Male',
            phone: '9876543210',
            isAdmitted: true,
          },
        ],
        nextCursor: null,
      }),
    ),
    http.post('/api/theatre/surgeries', async ({ request }) => {
      booked.push(await request.json());
      return reply();
    }),
  );
  return booked;
}

function renderForm() {
  const onClose = vi.fn();
  renderWithProviders(
    <BookingForm slot={{ theatreId: ot1, date: '2026-11-25', startTime: '10:00' }} onClose={onClose} />,
  );
  return { onClose, user: userEvent.setup() };
}

const pick = (user: UserEvent, label: RegExp, option: string | RegExp) =>
  pickOption(user, screen.getByRole('combobox', { name: label }), option);

async function fillBooking(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: /Patient/ }), 'Ravi');
  await user.click(await findOption('Ravi Kumar · MRN-000123 · admitted'));
  await pick(user, /Procedure/, 'Appendectomy');
  await pick(user, /Surgeon/, 'Dr. Iyer');
  await pick(user, /Anaesthetist/, 'Dr. Bose');
  await pick(user, /Anaesthesia type/, 'Spinal');
}

describe('Book surgery', () => {
  it('starts from the chosen slot and offers only what can be booked', async () => {
    theatreApi();
    const { user } = renderForm();
    const dialog = within(await screen.findByRole('dialog', { name: 'Book surgery' }));
    expect(dialog.getByLabelText(/^Date/)).toHaveValue('2026-11-25');
    expect(dialog.getByLabelText(/^Start/)).toHaveValue('10:00');
    expect(dialog.getByRole('textbox', { name: /Expected duration/ })).toHaveValue('60');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: /Theatre/ })).toHaveValue('OT-1'));

    await user.click(dialog.getByRole('combobox', { name: /Procedure/ }));
    expect(await findOption('Appendectomy')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Hernia repair/, hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Consultation', hidden: true })).not.toBeInTheDocument();

    const anaesthetists = dialog.getByRole('combobox', { name: /Anaesthetist/ });
    await user.click(anaesthetists);
    const offered = within(await listOf(anaesthetists));
    expect(offered.getByRole('option', { name: 'Dr. Bose', hidden: true })).toBeInTheDocument();
    expect(offered.queryByRole('option', { name: 'Dr. Iyer', hidden: true })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: /Theatre/ }));
    expect(screen.queryByRole('option', { name: 'OT-3', hidden: true })).not.toBeInTheDocument();
  });

  it("offers the theatre's own and movable equipment that is in service", async () => {
    theatreApi();
    const { user } = renderForm();
    await user.click(await screen.findByRole('combobox', { name: 'Equipment needed' }));
    expect(await findOption('C-arm (OT-1)')).toBeInTheDocument();
    expect(await findOption('Portable ultrasound (movable)')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Laparoscopy tower/, hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Old diathermy/, hidden: true })).not.toBeInTheDocument();
  });

  it('books the surgery with the team, slot, equipment and checklist', async () => {
    const booked = theatreApi();
    const { user, onClose } = renderForm();
    await fillBooking(user);
    await user.click(screen.getByRole('combobox', { name: 'Equipment needed' }));
    await user.click(await findOption('C-arm (OT-1)'));
    await user.click(screen.getByRole('checkbox', { name: 'Consent signed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fasting confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Book surgery' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(booked).toEqual([
      {
        theatreId: ot1,
        date: '2026-11-25',
        startTime: '10:00',
        durationMinutes: 60,
        patientId,
        procedureId: uuid(41),
        surgeonId: surgeon,
        anaesthetistId: anaesthetist,
        anaesthesiaType: 'Spinal',
        equipmentIds: [uuid(31)],
        checklist: ['Consent signed', 'Fasting confirmed'],
      },
    ]);
    expect(await screen.findByText('Surgery booked')).toBeInTheDocument();
  });

  it("puts the server's field messages on the fields it names (400)", async () => {
    theatreApi(() =>
      HttpResponse.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Please correct the highlighted fields',
            fields: { patientId: 'Choose the patient', surgeonId: 'Choose the surgeon' },
          },
        },
        { status: 400 },
      ),
    );
    const { user, onClose } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Book surgery' }));
    expect(await screen.findByText('Choose the patient')).toBeInTheDocument();
    expect(screen.getByText('Choose the surgeon')).toBeInTheDocument();
    expect(screen.queryByText('Cannot book this slot')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the clashing booking when the slot is taken (409)', async () => {
    theatreApi(() =>
      HttpResponse.json(
        { error: { code: 'CONFLICT', message: 'OT-1 is booked 09:30–11:00 for MRN-000045 (Cholecystectomy)' } },
        { status: 409 },
      ),
    );
    const { user, onClose } = renderForm();
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book surgery' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot book this slot');
    expect(alert).toHaveTextContent('OT-1 is booked 09:30–11:00 for MRN-000045 (Cholecystectomy)');
    expect(onClose).not.toHaveBeenCalled();
  });
});
