import { hasAnyRole } from '@clinic/shared/auth';
import { Paper, SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { News2Alerts } from '../../../features/admissions/components/news2-alerts.tsx';
import { AdmissionsList } from '../../../features/admissions/components/admissions-list.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { CriticalAlerts } from '../../../features/lab/components/critical-alerts.tsx';

/**
 * /doctor/ip-dashboard: a doctor's inpatients (the stays she admitted, treats or consults on)
 * with every inpatient one click away; clinicAdmin sees everyone's.
 */
export function IpDashboardPage() {
  const me = useQuery(meQuery);
  const [params, setParams] = useSearchParams();
  const admin = hasAnyRole(me.data?.roles ?? [], ['clinicAdmin']) && !me.data?.roles.includes('doctor');
  const mine = !admin && params.get('list') !== 'all';
  return (
    <>
      <PageHeader
        title="IP Dashboard"
        subtitle={mine ? 'Patients admitted under your care, treated or seen by you' : 'All admitted patients'}
      />
      <CriticalAlerts />
      <News2Alerts mine={!admin} link={(a) => `/doctor/ip-admission/${a.admissionId}`} />
      <Paper withBorder p="md" radius="md">
        {!admin && (
          <SegmentedControl
            mb="md"
            aria-label="Which inpatients"
            value={mine ? 'mine' : 'all'}
            onChange={(v) => setParams(v === 'all' ? { list: 'all' } : {}, { replace: true })}
            data={[
              { value: 'mine', label: 'My inpatients' },
              { value: 'all', label: 'All inpatients' },
            ]}
          />
        )}
        <AdmissionsList
          key={mine ? 'mine' : 'all'}
          status="Active"
          mine={mine}
          link={(a) => `/doctor/ip-admission/${a._id}`}
        />
      </Paper>
    </>
  );
}
