import {
  checklistIncomplete,
  missingChecks,
  OVERRIDE_BY_TEAM,
  OVERRIDE_REASON_MESSAGE,
  OVERRIDE_REASON_MIN,
  PRE_OP_CHECKS,
  type PreOpCheck,
  type Surgery,
} from '@clinic/shared/theatre';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { useSurgeryChecklist, useSurgeryStatus } from '../api/theatre.queries.ts';

/**
 * Starting a surgery whose pre-op checklist is incomplete: the missing items are shown and may be
 * ticked as done now; the surgeon or the anaesthetist of the surgery may instead start it without
 * them, giving the reason.
 */
export function StartSurgeryDialog({
  surgery,
  onSaved,
  onBack,
  onClose,
}: {
  surgery: Surgery;
  /** The booking with its checklist as saved here. */
  onSaved: (surgery: Surgery) => void;
  onBack: () => void;
  onClose: () => void;
}) {
  const me = useQuery(meQuery);
  const [done, setDone] = useState<string[]>(surgery.checklist);
  const [ticked, setTicked] = useState<PreOpCheck[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const saveChecklist = useSurgeryChecklist(surgery._id);
  const move = useSurgeryStatus(surgery._id);
  const missing = missingChecks(done);
  const stillMissing = missing.filter((c) => !ticked.includes(c));
  const canOverrideAny = useCan()('theatre.checklist.override');
  // The booked surgeon or anaesthetist decides for their own case; an OT in-charge for any.
  const onTeam = canOverrideAny || me.data?.id === surgery.surgeon._id || me.data?.id === surgery.anaesthetist._id;
  const busy = saveChecklist.isPending || move.isPending;

  const report = (err: unknown) => {
    setError(err instanceof ApiError ? err.message : undefined);
    if (err instanceof ApiError && err.fields.reason) setReasonError(err.fields.reason);
    failed(err, 'Failed to start the surgery. Please try again.');
  };
  /** Saves what was ticked; false when the save failed. */
  const saveTicked = async () => {
    if (ticked.length === 0) return true;
    setError(undefined);
    try {
      const saved = await saveChecklist.mutateAsync({
        checklist: PRE_OP_CHECKS.filter((c) => done.includes(c) || ticked.includes(c)),
      });
      setDone(saved.checklist);
      setTicked([]);
      onSaved(saved);
      return true;
    } catch (err) {
      report(err);
      return false;
    }
  };
  const start = async (override: boolean) => {
    setError(undefined);
    setReasonError(undefined);
    if (override && reason.trim().length < OVERRIDE_REASON_MIN) {
      setReasonError(OVERRIDE_REASON_MESSAGE);
      return;
    }
    if (!(await saveTicked())) return;
    try {
      await move.mutateAsync(
        override ? { status: 'In progress', overrideChecklist: true, reason } : { status: 'In progress' },
      );
      toast.success('Surgery in progress');
      onClose();
    } catch (err) {
      report(err);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Start surgery: pre-op checklist" size="lg">
      <Stack>
        <Text size="sm">
          {surgery.patient.name} ({surgery.patient.mrn}) · {surgery.procedure.name}
        </Text>
        {missing.length > 0 ? (
          <Alert color="yellow" title="Pre-op checklist incomplete">
            {checklistIncomplete(missing)}
          </Alert>
        ) : (
          <Text size="sm">The pre-op checklist is complete.</Text>
        )}
        {missing.length > 0 && (
          <Checkbox.Group
            label="Done now"
            description="Tick the items that have been done"
            value={ticked}
            onChange={setTicked}
          >
            <Stack gap={6} mt={6}>
              {missing.map((c) => (
                <Checkbox key={c} value={c} label={c} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {stillMissing.length > 0 &&
          (onTeam ? (
            <Textarea
              label="Reason to start without the full checklist"
              description={`Starting without: ${stillMissing.join(', ')}`}
              autosize
              minRows={2}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(undefined);
              }}
              error={reasonError}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {OVERRIDE_BY_TEAM}.
            </Text>
          ))}
        {error && (
          <Alert color="red" title="Cannot start the surgery">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          {stillMissing.length === 0 ? (
            <Button onClick={() => void start(false)} loading={busy}>
              Start surgery
            </Button>
          ) : (
            <>
              <Button
                variant="default"
                disabled={ticked.length === 0}
                onClick={() => void saveTicked().then((ok) => ok && toast.success('Pre-op checklist saved'))}
                loading={saveChecklist.isPending}
              >
                Save checklist
              </Button>
              {onTeam && (
                <Button color="red" onClick={() => void start(true)} loading={busy}>
                  Start without the full checklist
                </Button>
              )}
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
