import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { clinicQuery } from '../../../features/clinic/api/clinic.queries.ts';
import { ClinicLogo } from '../../../features/clinic/components/clinic-logo.tsx';
import { ClinicProfileForm } from '../../../features/clinic/components/clinic-profile-form.tsx';

export function ClinicProfilePage() {
  const profile = useQuery(clinicQuery);
  return (
    <>
      <PageHeader title="Clinic Profile" subtitle="Printed on prescriptions and bills" />
      {profile.isPending ? (
        <LoadingView />
      ) : profile.isError ? (
        <ErrorPanel
          message="Failed to load the clinic profile. Please try again."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Stack gap="xl">
          <ClinicProfileForm key={profile.data.updatedAt ?? 'new'} profile={profile.data} />
          <ClinicLogo profile={profile.data} />
        </Stack>
      )}
    </>
  );
}
