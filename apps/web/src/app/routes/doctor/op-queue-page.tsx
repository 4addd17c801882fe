import { APPOINTMENT_LIST_LIMIT, type Appointment } from '@clinic/shared/appointments';
import { Anchor, Select, Stack, Text, Title } from '@mantine/core';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { appointmentKeys, appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { AppointmentTable } from '../../../features/appointments/components/appointment-table.tsx';
import { NowServingPanel } from '../../../features/appointments/components/now-serving-panel.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { QueueAbnormalMark } from '../../../features/lab/components/abnormal-results.tsx';
import { CriticalAlerts } from '../../../features/lab/components/critical-alerts.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

const LOAD_FAILED = 'Failed to load appointments. Please try again.';
const ACTIVE = new Set(['Scheduled', 'Awaiting', 'Completed']);

function QueueSection({ title, scope, doctorId }: { title: string; scope: 'today' | 'future'; doctorId: string }) {
  const list = useQuery({
    ...appointmentQueries.list({ scope, doctorId }),
    enabled: Boolean(doctorId),
    select: (all) => ({ rows: all.filter((a) => ACTIVE.has(a.status)), capped: all.length >= APPOINTMENT_LIST_LIMIT }),
  });
  const body = !doctorId ? (
    <EmptyView message="Choose a doctor to see the queue" />
  ) : (
    <QueryState
      query={list}
      error={LOAD_FAILED}
      loadingLabel={`Loading ${title}`}
      isEmpty={({ rows }) => rows.length === 0}
      empty={<EmptyView message={scope === 'today' ? 'No appointments today' : 'No future appointments'} />}
    >
      {({ rows, capped }) => (
        <>
          <AppointmentTable
            appointments={rows}
            label={title}
            showDate={scope === 'future'}
            showVitals={scope === 'today'}
            nameCell={(a: Appointment) => (
              <>
                <Anchor
                  component={Link}
                  to={`/patient-record-medicalform/${a.patientId}?appointment=${a._id}`}
                  fw={600}
                >
                  {a.patientName}
                </Anchor>
                {scope === 'today' && (
                  <QueueAbnormalMark patientId={a.patientId} queue={rows.map((r) => r.patientId)} />
                )}
              </>
            )}
          />
          {capped && (
            <Text size="sm" c="dimmed" mt="xs">
              Showing the first {APPOINTMENT_LIST_LIMIT} appointments.
            </Text>
          )}
        </>
      )}
    </QueryState>
  );
  return (
    <section>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {body}
    </section>
  );
}

/**
 * /doctor/op-queue: the signed-in doctor's token queue (call next, skip, recall), then the
 * appointments for today and later; clinicAdmin picks a doctor. Today's patients with abnormal lab results no consultation has seen yet are marked.
 */
export function OpQueuePage() {
  const me = useQuery(meQuery);
  const can = useCan();
  const isAdmin = me.data?.roles.includes('clinicAdmin') ?? false;
  const isDoctor = me.data?.roles.includes('doctor') ?? false;
  const doctors = useQuery({ ...appointmentQueries.doctors(), enabled: isAdmin });
  const [search, setSearch] = useSearchState(['doctor'] as const);
  const doctorId = search.doctor || (isDoctor ? (me.data?.id ?? '') : '');
  const client = useQueryClient();
  const refreshing = useIsFetching({ queryKey: appointmentKeys.all }) > 0;

  return (
    <>
      <PageHeader
        title="OP Queue"
        actions={
          <>
            {isAdmin && (
              <Select
                aria-label="Doctor"
                placeholder="Choose a doctor"
                data={(doctors.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
                value={doctorId || null}
                onChange={(value) => setSearch('doctor', value ?? '')}
                w={240}
              />
            )}
            <RefreshButton
              loading={refreshing}
              onClick={() => void client.invalidateQueries({ queryKey: appointmentKeys.all })}
            />
          </>
        }
      />
      <CriticalAlerts />
      <Stack gap="xl">
        {doctorId && <NowServingPanel doctorId={doctorId} canCall={can('op-queue.call')} />}
        <QueueSection title="Appointments for Today" scope="today" doctorId={doctorId} />
        <QueueSection title="Future Appointments" scope="future" doctorId={doctorId} />
      </Stack>
    </>
  );
}
