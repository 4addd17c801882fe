import type { CaseDetail } from '@clinic/shared/radiology';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddendum } from '../api/radiology.queries.ts';
import { ReportEditor } from './report-editor.tsx';
import { ReportHtml } from './report-html.tsx';

/** The addenda under a signed report, each with who and when; the original above stays as signed. */
export function AddendaList({ detail }: { detail: CaseDetail }) {
  const addenda = detail.report?.addenda ?? [];
  if (addenda.length === 0) return null;
  return (
    <Stack gap="xs">
      {addenda.map((a) => (
        <Paper key={a._id} withBorder p="sm" radius="md" bg="yellow.0" data-testid="addendum">
          <Text size="xs" c="dimmed">
            Addendum by {a.addedBy}, {formatDateTime(a.addedAt)}
          </Text>
          <ReportHtml html={a.content} />
        </Paper>
      ))}
    </Stack>
  );
}

export function AddendumForm({ detail }: { detail: CaseDetail }) {
  const [content, setContent] = useState('');
  const [key, setKey] = useState(0);
  const add = useAddendum(detail._id);
  const save = async () => {
    try {
      await add.mutateAsync({ content });
      toast.success('Addendum added');
      setContent('');
      setKey((k) => k + 1);
    } catch (err) {
      failed(err, 'Failed to add the addendum. Please try again.');
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Add an addendum
      </Title>
      <ReportEditor key={key} value={content} onChange={setContent} label="Addendum" minHeight={100} />
      <Button mt="sm" onClick={() => void save()} disabled={add.isPending}>
        {add.isPending ? 'Saving...' : 'Add addendum'}
      </Button>
    </Paper>
  );
}
