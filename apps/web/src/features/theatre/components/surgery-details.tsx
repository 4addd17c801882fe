import { surgeryStatus } from '@clinic/shared/status';
import { missingChecks, type Surgery } from '@clinic/shared/theatre';
import { Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDay } from '../../../lib/format.ts';
import { useSurgeryStatus } from '../api/theatre.queries.ts';
import { StartSurgeryDialog } from './start-surgery-dialog.tsx';

/** The booking's facts as a two-column table. */
export function SurgeryFacts({ surgery: s }: { surgery: Surgery }) {
  const rows: [string, string][] = [
    ['Patient', `${s.patient.name} (${s.patient.mrn})`],
    ['IP number', s.ipNumber ?? 'Day care'],
    ['Procedure', s.procedure.name],
    ['Theatre', s.theatre.identifier],
    ['When', `${formatDay(s.date)}, ${s.startTime}–${s.endTime}`],
    ['Surgeon', s.surgeon.name],
    ['Assistant', s.assistant?.name ?? '—'],
    ['Anaesthetist', `${s.anaesthetist.name} (${s.anaesthesiaType})`],
    ['Equipment', s.equipment.map((e) => e.name).join(', ') || '—'],
    ['Pre-op checklist', s.checklist.join(', ') || '—'],
    ['Booked by', s.bookedBy],
  ];
  return (
    <Table withRowBorders={false} aria-label="Surgery details">
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w={160}>{k}</Table.Th>
            <Table.Td>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

type Move = 'In progress' | 'Postponed' | 'Cancelled';

/**
 * A booked surgery, with the moves its status allows: start it (with its pre-op checklist done, or
 * overridden by its surgeon or anaesthetist), or postpone or cancel it with a reason.
 */
export function SurgeryDetails({ surgery: booked, onClose }: { surgery: Surgery; onClose: () => void }) {
  // The booking as last saved here: the start dialog may tick its checklist.
  const [surgery, setSurgery] = useState(booked);
  const [asking, setAsking] = useState<Move | null>(null);
  const [starting, setStarting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const move = useSurgeryStatus(surgery._id);
  const send = (status: Move) =>
    move.mutate(
      { status, reason },
      {
        onSuccess: () => {
          toast.success(`Surgery ${status.toLowerCase()}`);
          onClose();
        },
        onError: (err) => {
          setError(err instanceof Error ? err.message : undefined);
          failed(err, 'Failed to change the status. Please try again.');
        },
      },
    );
  const can = (to: Move) => surgeryStatus.isState(surgery.status) && surgeryStatus.canMove(surgery.status, to);
  if (starting)
    return (
      <StartSurgeryDialog surgery={surgery} onSaved={setSurgery} onBack={() => setStarting(false)} onClose={onClose} />
    );
  return (
    <Modal opened onClose={onClose} title={surgery.procedure.name} size="lg">
      <Stack>
        <Group>
          <StatusBadge machine={surgeryStatus} status={surgery.status} />
          {surgery.statusReason && <Text size="sm">Reason: {surgery.statusReason}</Text>}
        </Group>
        <SurgeryFacts surgery={surgery} />
        {asking ? (
          <>
            <Textarea
              label={`Reason it is ${asking.toLowerCase()}`}
              required
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Back
              </Button>
              <Button color="red" onClick={() => send(asking)} loading={move.isPending}>
                Confirm: {asking}
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="flex-end">
            {can('Postponed') && (
              <Button variant="default" onClick={() => setAsking('Postponed')}>
                Postpone
              </Button>
            )}
            {can('Cancelled') && (
              <Button variant="default" color="red" onClick={() => setAsking('Cancelled')}>
                Cancel surgery
              </Button>
            )}
            {can('In progress') && (
              <Button
                onClick={() => (missingChecks(surgery.checklist).length > 0 ? setStarting(true) : send('In progress'))}
                loading={move.isPending}
              >
                Start surgery
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
