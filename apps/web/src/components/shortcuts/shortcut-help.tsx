import { ActionIcon, Group, Kbd, Modal, Table, Text, Tooltip } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { Fragment } from 'react';
import { KEYS, keyCaps } from './keys.ts';
import { useShortcutHelp } from './shortcuts-context.ts';

function Keys({ keys }: { keys: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keyCaps(keys).map((cap, at) => (
        <Fragment key={cap}>
          {at > 0 && (
            <Text span size="xs" c="dimmed">
              +
            </Text>
          )}
          <Kbd size="sm">{cap}</Kbd>
        </Fragment>
      ))}
    </Group>
  );
}

/** The help overlay ("?"): the keys that act on the screen now, and what each does. Mounted once in the shell. */
export function ShortcutHelp() {
  const { shortcuts, open, setOpen } = useShortcutHelp();
  const rows = [
    ...shortcuts.map((s) => ({ keys: s.keys, label: s.label })),
    { keys: KEYS.help, label: 'Show these keyboard shortcuts' },
    { keys: 'Esc', label: 'Close the open dialog' },
  ];
  return (
    <Modal opened={open} onClose={() => setOpen(false)} title="Keyboard shortcuts" size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        On this screen. <Kbd size="xs">/</Kbd> and <Kbd size="xs">?</Kbd> work when you are not typing in a box; the
        others work anywhere.
      </Text>
      <Table aria-label="Keyboard shortcuts on this screen" verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>Keys</Table.Th>
            <Table.Th>What it does</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.keys}>
              <Table.Td>
                <Keys keys={row.keys} />
              </Table.Td>
              <Table.Td>{row.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

/** A small header button that opens the overlay, shown only where the screen has shortcuts. */
export function ShortcutHelpButton() {
  const { shortcuts, setOpen } = useShortcutHelp();
  if (shortcuts.length === 0) return null;
  return (
    <Tooltip label="Keyboard shortcuts (?)">
      <ActionIcon variant="subtle" color="gray" aria-label="Keyboard shortcuts (?)" onClick={() => setOpen(true)}>
        <IconKeyboard size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
