import type { Surgery } from '@clinic/shared/theatre';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { theatreQueries } from '../../../features/theatre/api/theatre.queries.ts';
import { BookingForm, type SlotChoice } from '../../../features/theatre/components/booking-form.tsx';
import { OtCalendar } from '../../../features/theatre/components/ot-calendar.tsx';
import { SurgeryDetails } from '../../../features/theatre/components/surgery-details.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { failed } from '../../../lib/failed.ts';
import { usePrintOtList } from './ot-setup-pages.tsx';

/** /scheduler/ot-scheduler (?theatre=&date=): a theatre's day or week, booking, moving, and the day's OT list. */
export function OtSchedulerPage() {
  const today = useClinicToday();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today;
  const theatres = useQuery(theatreQueries.theatres());
  const [booking, setBooking] = useState<SlotChoice | null>(null);
  const [open, setOpen] = useState<Surgery | null>(null);
  const client = useQueryClient();
  const printJob = usePrintOtList();
  const active = (theatres.data ?? []).filter((t) => t.status === 'Active');
  const choices = active.map((t) => ({ value: t._id, label: `${t.identifier} · ${t.type}` }));
  const theatre = active.find((t) => t._id === params.get('theatre')) ?? active[0];
  const set = (key: string, value: string) =>
    setParams((p) => {
      p.set(key, value);
      return p;
    });
  const printDay = () =>
    client
      .fetchQuery(theatreQueries.day(date))
      .then((d) => printJob.print(d))
      .catch((err: unknown) => failed(err, "Failed to load the day's OT list. Please try again."));
  return (
    <>
      <PageHeader
        title="OT Scheduler"
        subtitle="Book theatre time; drag a booking to move it"
        actions={
          <Group align="flex-end">
            <TextInput
              type="date"
              aria-label="OT list date"
              value={date}
              onChange={(e) => set('date', e.currentTarget.value)}
            />
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => void printDay()}>
              Print OT list
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!theatre}
              onClick={() => theatre && setBooking({ theatreId: theatre._id, date, startTime: theatre.opensAt })}
            >
              Book surgery
            </Button>
          </Group>
        }
      />
      <QueryState
        query={theatres}
        error="Failed to load the OTs. Please try again."
        isEmpty={() => active.length === 0}
        empty={
          <EmptyView
            message="No OT found"
            action={
              <Button component={Link} to="/otscheduler/ot-satupform">
                Add OT
              </Button>
            }
          />
        }
      >
        {() =>
          theatre && (
            <>
              {active.length <= 4 ? (
                <SegmentedControl
                  mb="md"
                  aria-label="Theatre"
                  value={theatre._id}
                  onChange={(v) => set('theatre', v)}
                  data={choices}
                />
              ) : (
                <Select
                  mb="md"
                  w={320}
                  aria-label="Theatre"
                  value={theatre._id}
                  onChange={(v) => v && set('theatre', v)}
                  data={choices}
                  allowDeselect={false}
                />
              )}
              <OtCalendar key={theatre._id} theatre={theatre} initialDate={date} onPick={setBooking} onOpen={setOpen} />
            </>
          )
        }
      </QueryState>
      {booking && <BookingForm slot={booking} onClose={() => setBooking(null)} />}
      {open && <SurgeryDetails surgery={open} onClose={() => setOpen(null)} />}
      {printJob.element}
    </>
  );
}
