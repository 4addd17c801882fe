import type { FavouriteDrug } from '@clinic/shared/encounters';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The doctor's most prescribed drugs as chips; a click adds the drug the way they usually write it. */
export function FavouriteDrugs({
  favourites,
  onPick,
}: {
  favourites: FavouriteDrug[];
  onPick: (favourite: FavouriteDrug) => void;
}) {
  if (favourites.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Favourite medicines">
      <Text size="xs" c="dimmed">
        Favourites:
      </Text>
      {favourites.map((f) => (
        <Button
          key={f.drugId}
          size="compact-xs"
          radius="xl"
          variant="light"
          leftSection={<IconPlus size={12} />}
          title={`${f.dose}, ${f.frequency}, ${f.durationDays} days, ${f.route} (prescribed ${f.times} times in 180 days)`}
          onClick={() => onPick(f)}
          maw={260}
        >
          {f.drugName}
        </Button>
      ))}
    </Group>
  );
}
