import type { EventDropArg } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { Surgery, Theatre } from '@clinic/shared/theatre';
import { Alert, Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { clinicWallClock, formatDay } from '../../../lib/format.ts';
import { theatreQueries, useMoveSurgery } from '../api/theatre.queries.ts';
import type { SlotChoice } from './booking-form.tsx';
import './ot-calendar.css';

const COLOURS: Record<string, string> = {
  Scheduled: '#1c7ed6',
  'In progress': '#f08c00',
  Completed: '#2f9e44',
  Postponed: '#868e96',
  Cancelled: '#c92a2a',
};
const pad = (n: number) => String(n).padStart(2, '0');
// The calendar shows clinic wall-clock times as they are ("floating"), whatever the browser's zone.
const dateOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const DAY = 24 * 60 * 60_000;
/** The clinic's wall clock as a floating time, so "Today" and the now line follow the clinic, not the browser. */
const clinicNow = () => {
  const { date, time } = clinicWallClock(new Date());
  return `${date}T${time}:00`;
};

/**
 * One theatre's day or week (FullCalendar's time grid): its bookings, a click on a free slot to
 * book, and a drag to move a booking — the server checks the move as it checks a booking, and a
 * refused move springs back with the reason.
 */
export function OtCalendar({
  theatre,
  initialDate,
  onPick,
  onOpen,
}: {
  theatre: Theatre;
  initialDate: string;
  onPick: (slot: SlotChoice) => void;
  onOpen: (surgery: Surgery) => void;
}) {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const surgeries = useQuery({
    ...theatreQueries.surgeries({ from: range?.from ?? '', to: range?.to ?? '', theatreId: theatre._id }),
    enabled: range !== null,
  });
  const move = useMoveSurgery();
  const drop = (arg: EventDropArg) => {
    const s = arg.event.extendedProps as Surgery;
    const start = arg.event.start;
    if (!start) return arg.revert();
    setRefusal(null);
    move.mutate(
      {
        id: s._id,
        theatreId: theatre._id,
        date: dateOf(start),
        startTime: timeOf(start),
        durationMinutes: s.durationMinutes,
      },
      {
        onSuccess: () => toast.success(`Moved to ${formatDay(dateOf(start))}, ${timeOf(start)}`),
        onError: (err) => {
          arg.revert();
          setRefusal(err instanceof ApiError ? err.message : 'Failed to move the surgery. Please try again.');
        },
      },
    );
  };
  return (
    <Box data-testid="ot-calendar">
      {refusal && (
        <Alert
          color="red"
          title="Cannot move the surgery"
          mb="sm"
          role="alert"
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      {/* The grid stays (its dates choose what is read); an empty grid must not pass for a free day. */}
      {surgeries.isError && (
        <ErrorPanel message="Failed to load surgeries. Please try again." onRetry={() => void surgeries.refetch()} />
      )}
      <FullCalendar
        plugins={[timeGridPlugin, interactionPlugin]}
        initialView="timeGridDay"
        locale={enGbLocale}
        initialDate={initialDate}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek' }}
        buttonText={{ today: 'Today', day: 'Day', week: 'Week' }}
        firstDay={1}
        allDaySlot={false}
        nowIndicator
        now={clinicNow}
        height="auto"
        slotDuration="00:30:00"
        slotMinTime={`${theatre.opensAt}:00`}
        slotMaxTime={`${theatre.closesAt}:00`}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        businessHours={{
          daysOfWeek: theatre.days.map((d) => d % 7),
          startTime: theatre.opensAt,
          endTime: theatre.closesAt,
        }}
        editable
        eventDurationEditable={false}
        datesSet={(arg) =>
          setRange({
            from: new Date(arg.start.getTime() - DAY).toISOString(),
            to: new Date(arg.end.getTime() + DAY).toISOString(),
          })
        }
        events={(surgeries.data ?? []).map((s) => ({
          id: s._id,
          title: `${s.procedure.name} · ${s.patient.name} · ${s.surgeon.name}`,
          start: `${s.date}T${s.startTime}:00`,
          end: `${s.date}T${s.endTime}:00`,
          backgroundColor: COLOURS[s.status] ?? '#1c7ed6',
          borderColor: COLOURS[s.status] ?? '#1c7ed6',
          editable: s.status === 'Scheduled' || s.status === 'Postponed',
          extendedProps: s,
        }))}
        eventDrop={drop}
        eventClick={(arg) => onOpen(arg.event.extendedProps as Surgery)}
        dateClick={(arg: DateClickArg) =>
          onPick({ theatreId: theatre._id, date: dateOf(arg.date), startTime: timeOf(arg.date) })
        }
      />
    </Box>
  );
}
