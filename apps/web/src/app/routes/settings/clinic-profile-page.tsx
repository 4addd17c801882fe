import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { clinicQuery } from '../../../features/clinic/api/clinic.queries.ts';
import { ClinicLogo } from '../../../features/clinic/components/clinic-logo.tsx';
import { ClinicProfileForm } from '../../../features/clinic/components/clinic-profile-form.tsx';

export function ClinicProfilePage() {
  const profile = useQuery(clinicQuery);
  return (
    <>
      <PageHeader title="Clinic Profile" subtitle="Printed on prescriptions and bills" />
      <QueryState query={profile} error="Failed to load the clinic profile. Please try again.">
        {(data) => (
          <Stack gap="xl">
            <ClinicProfileForm key={data.updatedAt ?? 'new'} profile={data} />
            <ClinicLogo profile={data} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
