import { Button, Group, Tabs } from '@mantine/core';
import { IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { clinicQuery } from '../../../features/clinic/api/clinic.queries.ts';
import { theatreQueries } from '../../../features/theatre/api/theatre.queries.ts';
import { EquipmentMaster } from '../../../features/theatre/components/equipment-master.tsx';
import { OtListPrint } from '../../../features/theatre/components/ot-list-print.tsx';
import { TheatreForm } from '../../../features/theatre/components/theatre-form.tsx';
import { TheatreList } from '../../../features/theatre/components/theatre-list.tsx';
import { UtilisationBoard } from '../../../features/theatre/components/utilisation-board.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { formatDay } from '../../../lib/format.ts';
import type { OtDay } from '@clinic/shared/theatre';

const addOt = (
  <Button component={Link} to="/otscheduler/ot-satupform" leftSection={<IconPlus size={16} />}>
    Add OT
  </Button>
);

/** The spec's OT setup list: tabs OT masters and Equipment master, 'No OT found', Add OT. */
function OtSetupTabs() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'equipment' ? 'equipment' : 'ot';
  const theatres = useQuery(theatreQueries.theatres());
  const equipment = useQuery({ ...theatreQueries.equipment(), enabled: tab === 'equipment' });
  return (
    <Tabs value={tab} onChange={(v) => setParams(v === 'equipment' ? { tab: 'equipment' } : {}, { replace: true })}>
      <Tabs.List mb="md">
        <Tabs.Tab value="ot">OT masters</Tabs.Tab>
        <Tabs.Tab value="equipment">Equipment master</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ot">
        <QueryState
          query={theatres}
          error="Failed to load the OTs. Please try again."
          isEmpty={(d) => d.length === 0}
          empty={<EmptyView message="No OT found" action={addOt} />}
        >
          {(d) => <TheatreList theatres={d} />}
        </QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="equipment">
        <QueryState query={equipment} error="Failed to load the equipment. Please try again.">
          {(d) => <EquipmentMaster equipment={d} theatres={theatres.data ?? []} />}
        </QueryState>
      </Tabs.Panel>
    </Tabs>
  );
}

/** Prints a day's OT list from the print kit. */
export function usePrintOtList() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  return usePrintJob((day: OtDay) => (
    <OtListPrint day={day} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
}

/** /otscheduler: today's theatres and their utilisation, then the OT setup list. */
export function OtHomePage() {
  const today = useClinicToday();
  const day = useQuery(theatreQueries.day(today));
  const printJob = usePrintOtList();
  return (
    <>
      <PageHeader
        title="OT Scheduler"
        subtitle={`Today's theatres · ${formatDay(today)}`}
        actions={
          <Group>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              disabled={!day.data}
              onClick={() => day.data && printJob.print(day.data)}
            >
              Print today's OT list
            </Button>
            {addOt}
          </Group>
        }
      />
      <QueryState query={day} error="Failed to load today's theatres. Please try again.">
        {(d) => <UtilisationBoard day={d} />}
      </QueryState>
      <OtSetupTabs />
      {printJob.element}
    </>
  );
}

/** /scheduler/ot-setup: the OT setup list. */
export function OtSetupPage() {
  return (
    <>
      <PageHeader title="OT Setup" subtitle="Operating theatres and equipment" actions={addOt} />
      <OtSetupTabs />
    </>
  );
}

/** /otscheduler/ot-satupform (?id= to edit): the spec's OT setup form. */
export function OtSetupFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const theatre = useQuery(theatreQueries.theatre(id));
  const back = () => void navigate('/scheduler/ot-setup');
  return (
    <>
      <PageHeader title={id ? 'Edit OT' : 'Add OT'} subtitle="Identifier, speciality, days and hours, equipment" />
      {id ? (
        <QueryState query={theatre} error="Failed to load the OT. Please try again.">
          {(t) => <TheatreForm theatre={t} onSaved={back} onCancel={back} />}
        </QueryState>
      ) : (
        <TheatreForm onSaved={back} onCancel={back} />
      )}
    </>
  );
}
