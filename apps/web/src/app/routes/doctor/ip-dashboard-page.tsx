import { hasAnyRole } from '@clinic/shared/auth';
import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdmissionsList } from '../../../features/admissions/components/admissions-list.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { CriticalAlerts } from '../../../features/lab/components/critical-alerts.tsx';

/** /doctor/ip-dashboard: the doctor's admitted patients (clinicAdmin: everyone's). */
export function IpDashboardPage() {
  const me = useQuery(meQuery);
  const admin = hasAnyRole(me.data?.roles ?? [], ['clinicAdmin']) && !me.data?.roles.includes('doctor');
  return (
    <>
      <PageHeader
        title="IP Dashboard"
        subtitle={admin ? 'All admitted patients' : 'Patients admitted under your care'}
      />
      <CriticalAlerts />
      <Paper withBorder p="md" radius="md">
        <AdmissionsList status="Active" mine={!admin} link={(a) => `/doctor/ip-admission/${a._id}`} />
      </Paper>
    </>
  );
}
