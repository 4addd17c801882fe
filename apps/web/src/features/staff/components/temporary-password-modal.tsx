import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';

/** Shows a new temporary password once; the server keeps only its hash. */
export function TemporaryPasswordModal({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string | undefined;
  onClose: () => void;
}) {
  return (
    <Modal opened={password !== undefined} onClose={onClose} title="Temporary password" centered>
      <Stack>
        <Text size="sm">
          Give this temporary password to <b>{name}</b>. They will be asked to choose their own when they first sign in.
          It is shown only now.
        </Text>
        <Code block fz="lg" ta="center" data-testid="temporary-password">
          {password}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={password ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
