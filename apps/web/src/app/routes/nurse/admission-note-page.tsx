import { Paper, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { AdmissionNoteAction } from '../../../features/admissions/components/admission-note-action.tsx';
import { AdmissionsList } from '../../../features/admissions/components/admissions-list.tsx';
import { appointmentQueries } from '../../../features/appointments/api/appointments.queries.ts';
import { AppointmentTable } from '../../../features/appointments/components/appointment-table.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

const TABS = ['details', 'appointment', 'admission'] as const;

/**
 * /nurse/admission-note (000 §2.6): Details (patients in hospital now), Appoinment (today's
 * outpatient appointments) and Admission (every stay, active with its action, discharged with
 * the Discharged badge, View details and the date).
 */
export function AdmissionNotePage() {
  const [filters, set] = useSearchState(['tab'] as const);
  const tab = (TABS as readonly string[]).includes(filters.tab) ? filters.tab : 'details';
  const today = useQuery({ ...appointmentQueries.list({ scope: 'today' }), enabled: tab === 'appointment' });
  const action = (a: Parameters<typeof AdmissionNoteAction>[0]['admission']) => <AdmissionNoteAction admission={a} />;
  return (
    <>
      <PageHeader title="Admission Note" subtitle="Inpatients, today's appointments and every admission" />
      <Paper withBorder p="md" radius="md">
        <Tabs value={tab} onChange={(v) => set('tab', v ?? 'details')} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="appointment">Appoinment</Tabs.Tab>
            <Tabs.Tab value="admission">Admission</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">
            <AdmissionsList status="Active" actions={action} />
          </Tabs.Panel>
          <Tabs.Panel value="appointment">
            <QueryState
              query={today}
              error="Failed to load appointments. Please try again."
              isEmpty={(rows) => rows.length === 0}
              empty={<EmptyView message="No appointments today" />}
            >
              {(rows) => (
                <AppointmentTable
                  appointments={rows}
                  label="Today's appointments"
                  showDoctor
                  nameCell={(a) => a.patientName}
                />
              )}
            </QueryState>
          </Tabs.Panel>
          <Tabs.Panel value="admission">
            <AdmissionsList actions={action} empty="No admissions yet" />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
