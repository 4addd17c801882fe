import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { admissionQueries, useBedBoardUpdates } from '../../../features/admissions/api/admissions.queries.ts';
import { BedBoard } from '../../../features/admissions/components/bed-board.tsx';

/** The live bed board: one ward at a time (?ward=…), redrawn when any bed changes anywhere. */
export function BedBoardPage() {
  useBedBoardUpdates();
  const [params, setParams] = useSearchParams();
  const wards = useQuery(admissionQueries.wards());
  return (
    <>
      <PageHeader title="Bed Board" subtitle="Every bed of the ward, live" />
      <QueryState
        query={wards}
        error="Failed to load wards. Please try again."
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No wards set up yet" />}
      >
        {(list) => {
          const ward = list.find((w) => w._id === params.get('ward')) ?? list[0];
          return (
            <Stack gap="md">
              <SegmentedControl
                aria-label="Ward"
                value={ward?._id ?? ''}
                onChange={(id) => setParams({ ward: id }, { replace: true })}
                data={list.map((w) => ({ value: w._id, label: w.name }))}
                style={{ alignSelf: 'flex-start', flexWrap: 'wrap' }}
              />
              {ward && <BedBoard ward={ward} />}
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
