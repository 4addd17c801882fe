import { Button, Group, Modal, Text } from '@mantine/core';

/** A yes/no question before something that cannot be undone (the spec's delete confirmations). */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel = 'Delete',
  dismissLabel = 'Cancel',
  color = 'red',
  busy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The button that backs out; give it another word when the action itself is a cancel. */
  dismissLabel?: string;
  color?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm" mb="md">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {dismissLabel}
        </Button>
        <Button color={color} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
