import type { Admission } from '@clinic/shared/admissions';
import type { AdmissionState } from '@clinic/shared/status';
import { Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListView } from '../../../components/list/list-view.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { admissionQueries } from '../api/admissions.queries.ts';
import { AdmissionsTable } from './admissions-table.tsx';

/**
 * Inpatients searched on the server by name, MRN and IP number (the spec's search boxes), a
 * page at a time; the filters live in the URL.
 */
export function AdmissionsList({
  status,
  mine = false,
  link,
  actions,
  empty = 'No admitted patients',
}: {
  status?: AdmissionState;
  mine?: boolean;
  link?: (a: Admission) => string;
  actions?: (a: Admission) => ReactNode;
  empty?: string;
}) {
  const [filters, set] = useSearchState(['name', 'mrn', 'ip', 'page'] as const);
  const [name] = useDebouncedValue(filters.name.trim(), 300);
  const [mrn] = useDebouncedValue(filters.mrn.trim(), 300);
  const [ip] = useDebouncedValue(filters.ip.trim(), 300);
  const list = useQuery(
    admissionQueries.list({
      status,
      mine: mine ? 'true' : undefined,
      search: name || undefined,
      mrn: mrn || undefined,
      ipNumber: ip || undefined,
      page: Number(filters.page) || 1,
      pageSize: 20,
    }),
  );
  return (
    <>
      <Group mb="md" wrap="wrap">
        <SearchInput
          label="Search by name"
          placeholder="Search by name"
          value={filters.name}
          onChange={(v) => set('name', v)}
          width={240}
        />
        <SearchInput
          label="Search by MRN"
          placeholder="Search by MRN"
          value={filters.mrn}
          onChange={(v) => set('mrn', v)}
          width={180}
        />
        <SearchInput
          label="Search by IP number"
          placeholder="Search by IP number"
          value={filters.ip}
          onChange={(v) => set('ip', v)}
          width={200}
        />
      </Group>
      <ListView
        query={list}
        error="Failed to load patients. Please try again."
        empty={empty}
        noMatch="No patients found"
        filtered={Boolean(name || mrn || ip)}
        onPage={(page) => set('page', String(page))}
      >
        {(rows) => <AdmissionsTable rows={rows} link={link} actions={actions} />}
      </ListView>
    </>
  );
}
