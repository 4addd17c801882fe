import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** Asks why before something is called off (an order cancelled); the reason is required. */
export function ReasonDialog({
  opened,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    if (!reason.trim()) return setError('Give the reason');
    setError(undefined);
    onConfirm(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Textarea
        label="Reason"
        required
        autosize
        minRows={2}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Back
        </Button>
        <Button color="red" loading={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
