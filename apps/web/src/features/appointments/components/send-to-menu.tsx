import { awayPlace, type QueueEntry, type SendToResult } from '@clinic/shared/appointments';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { useSendTo } from '../api/op-queue.queries.ts';
import { SendToDoctorDialog } from './send-to-doctor-dialog.tsx';

const SEND_FAILED = 'Failed to send the patient. Please try again.';

/** What the doctor reads once the patient is on their way. */
export function sentMessage({ entry, referral }: SendToResult): string {
  if (referral) return `Token ${entry.token} sent to ${referral.doctorName}: their token ${referral.token}`;
  return `Token ${entry.token} sent to ${awayPlace(entry.sentTo ?? 'lab')}`;
}

/**
 * "Send to ▾" on a token: the lab or radiology at once (the patient goes for tests and comes
 * back), or another doctor chosen in a small dialog (a same-day referral into their queue).
 */
export function SendToMenu({ entry, doctorId, compact }: { entry: QueueEntry; doctorId: string; compact?: boolean }) {
  const send = useSendTo();
  const [choosing, setChoosing] = useState(false);
  // The promise, not mutate's callbacks: the live queue can redraw this row away before the
  // answer comes, and a callback of an unmounted caller is never run (the toast would be lost).
  const go = (to: 'lab' | 'radiology') =>
    void send.mutateAsync({ appointmentId: entry.appointmentId, to }).then(
      (sent) => toast.success(sentMessage(sent)),
      (err: unknown) => failed(err, SEND_FAILED),
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size={compact ? 'compact-xs' : 'compact-sm'}
            variant={compact ? 'subtle' : 'light'}
            rightSection={<IconChevronDown size={14} />}
            loading={send.isPending}
            aria-label={`Send to (token ${entry.token})`}
          >
            Send to
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Send {entry.patientName} to</Menu.Label>
          <Menu.Item onClick={() => go('lab')}>Lab</Menu.Item>
          <Menu.Item onClick={() => go('radiology')}>Radiology</Menu.Item>
          <Menu.Item onClick={() => setChoosing(true)}>Another doctor…</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {choosing && (
        <SendToDoctorDialog
          entry={entry}
          doctorId={doctorId}
          onClose={() => setChoosing(false)}
          onSent={(sent) => toast.success(sentMessage(sent))}
        />
      )}
    </>
  );
}
