import { MESSAGE_STATUSES, type MessageStatus, type PatientMessage } from '@clinic/shared/messages';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { messagesQuery, useMessageAction } from '../../../features/messages/api/messages.queries.ts';
import { MessagesTable } from '../../../features/messages/components/messages-table.tsx';

const FILTERS = [
  { value: 'all', label: 'All' },
  ...MESSAGE_STATUSES.filter((s) => s !== 'sending').map((s) => ({
    value: s,
    label: { queued: 'Waiting', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled' }[s as 'queued'],
  })),
];

/** Reception → Messages: what the clinic told patients by SMS and WhatsApp, and what did not go. */
export function MessagesPage() {
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const messages = useInfiniteQuery(messagesQuery(status));
  const canManage = useCan()('messages.manage');
  const retry = useMessageAction('retry');
  const cancel = useMessageAction('cancel');
  const [cancelling, setCancelling] = useState<PatientMessage | null>(null);
  const provider = messages.data?.pages[0]?.provider;
  return (
    <Stack gap="md">
      <PageHeader
        title="Messages to Patients"
        subtitle="Appointment, reminder, report, receipt and discharge messages to patients who agreed to them"
      />
      {provider === 'outbox-only' && (
        <Alert color="yellow" title="No SMS or WhatsApp provider is set up">
          Messages are kept on this screen and not sent. The administrator sets MESSAGE_PROVIDER_URL to send them.
        </Alert>
      )}
      <SegmentedControl
        w="fit-content"
        data={FILTERS}
        value={status ?? 'all'}
        onChange={(v) => setStatus(v === 'all' ? null : (v as MessageStatus))}
        aria-label="Show messages"
      />
      <QueryState
        query={messages}
        error="Failed to load the messages. Please try again."
        loadingLabel="Loading messages"
        isEmpty={(data) => data.pages[0]?.data.length === 0}
        empty={<EmptyView message="No messages" />}
      >
        {(data) => (
          <MessagesTable
            messages={data.pages.flatMap((p) => p.data)}
            canManage={canManage}
            busyId={retry.isPending ? (retry.variables ?? null) : null}
            onRetry={(m) =>
              retry.mutate(m._id, {
                onSuccess: () => toast.success('The message will be sent again'),
                onError: (e) => toast.error(e.message || 'Failed to send the message again'),
              })
            }
            onCancel={setCancelling}
          />
        )}
      </QueryState>
      {messages.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
            Show older messages
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel message"
        message={`This message to ${cancelling?.patientName ?? ''} will not be sent.`}
        confirmLabel="Cancel message"
        busy={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling._id, {
            onSuccess: () => (toast.success('Message cancelled'), setCancelling(null)),
            onError: (e) => toast.error(e.message || 'Failed to cancel the message'),
          })
        }
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
