import type { OtDay } from '@clinic/shared/theatre';
import { Badge, Card, Group, Progress, SimpleGrid, Text } from '@mantine/core';

const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

/** Today's theatres: booked hours over open hours, and how many surgeries each has. */
export function UtilisationBoard({ day }: { day: OtDay }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mb="lg">
      {day.theatres.map((t) => (
        <Card key={t._id} withBorder radius="md" padding="md" data-testid={`utilisation-${t.identifier}`}>
          <Group justify="space-between" mb={4}>
            <Text fw={650}>{t.identifier}</Text>
            {t.working ? (
              <Badge variant="light">{t.utilisationPercent}% used</Badge>
            ) : (
              <Badge variant="light" color="gray">
                Closed today
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t.type} · {t.working ? `${t.opensAt}–${t.closesAt}` : 'not working today'}
          </Text>
          <Progress value={t.utilisationPercent} mt="sm" aria-label={`${t.identifier} utilisation`} />
          <Text size="xs" c="dimmed" mt={6}>
            {hours(t.bookedMinutes)} booked of {hours(t.openMinutes)} · {t.surgeries.length} surgeries
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
