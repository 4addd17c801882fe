import { PERMISSION_TABLE, PERMISSIONS, type Permission } from '@clinic/shared/auth';
import { Checkbox, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

const GROUPS = [...new Set(PERMISSIONS.map((p) => PERMISSION_TABLE[p].group))];

/**
 * The permissions of the shared table in their groups, as checkboxes. Read-only for a built-in
 * role; a group's own checkbox takes or leaves the whole group.
 */
export function PermissionPicker({
  value,
  onChange,
  readOnly = false,
  error,
}: {
  value: readonly string[];
  onChange?: (next: Permission[]) => void;
  readOnly?: boolean;
  error?: string;
}) {
  const held = new Set(value);
  const set = (names: Permission[], on: boolean) => {
    const next = new Set(held);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange?.(PERMISSIONS.filter((p) => next.has(p)));
  };
  return (
    <Stack gap="xs">
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {GROUPS.map((group) => {
          const names = PERMISSIONS.filter((p) => PERMISSION_TABLE[p].group === group);
          const count = names.filter((p) => held.has(p)).length;
          return (
            <Paper key={group} withBorder p="sm" radius="md">
              <Checkbox
                label={<Text fw={600}>{group}</Text>}
                checked={count === names.length}
                indeterminate={count > 0 && count < names.length}
                disabled={readOnly}
                onChange={(e) => set(names, e.currentTarget.checked)}
                mb={6}
              />
              <Stack gap={4} pl="lg">
                {names.map((name) => (
                  <Checkbox
                    key={name}
                    size="xs"
                    label={PERMISSION_TABLE[name].label}
                    description={name}
                    checked={held.has(name)}
                    disabled={readOnly}
                    onChange={(e) => set([name], e.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
