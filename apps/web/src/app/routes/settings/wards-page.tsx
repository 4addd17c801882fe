import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { admissionQueries } from '../../../features/admissions/api/admissions.queries.ts';
import { WardSetup } from '../../../features/admissions/components/ward-setup.tsx';

/** Settings → Wards & Beds: clinicAdmin sets up wards, rooms (with rent) and beds. */
export function WardsPage() {
  const wards = useQuery(admissionQueries.wards());
  return (
    <>
      <PageHeader title="Wards & Beds" subtitle="Wards, rooms with their daily rent, and beds" />
      <QueryState query={wards} error="Failed to load wards. Please try again." isEmpty={() => false} empty={null}>
        {(list) => <WardSetup wards={list} />}
      </QueryState>
    </>
  );
}
