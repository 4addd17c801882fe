import type { Surgery } from '@clinic/shared/theatre';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { theatreQueries } from '../../../features/theatre/api/theatre.queries.ts';
import { OperationNoteForm } from '../../../features/theatre/components/operation-note-form.tsx';
import { SurgeryTable } from '../../../features/theatre/components/surgery-table.tsx';

/** /doctor/ot-list: the doctor's surgeries (as surgeon, assistant or anaesthetist); the surgeon writes the note. */
export function MyOtListPage() {
  const me = useQuery(meQuery);
  const mine = useQuery(theatreQueries.mine());
  const [writing, setWriting] = useState<Surgery | null>(null);
  const mayWrite = (s: Surgery) =>
    s.status === 'In progress' && (s.surgeon._id === me.data?.id || s.assistant?._id === me.data?.id);
  return (
    <>
      <PageHeader
        title="OT List"
        subtitle="Your surgeries from the last week on; write the operation note once a surgery starts"
      />
      <QueryState
        query={mine}
        error="Failed to load your surgeries. Please try again."
        isEmpty={(d) => d.length === 0}
        empty={<EmptyView message="No surgeries booked for you" />}
      >
        {(d) => (
          <SurgeryTable
            surgeries={d}
            label="My surgeries"
            action={(s) =>
              mayWrite(s) && (
                <Button size="xs" onClick={() => setWriting(s)}>
                  Operation note
                </Button>
              )
            }
          />
        )}
      </QueryState>
      {writing && <OperationNoteForm surgery={writing} onClose={() => setWriting(null)} />}
    </>
  );
}
