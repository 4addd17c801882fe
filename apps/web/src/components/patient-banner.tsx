import { fullName, type Patient } from '@clinic/shared/patients';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDay } from '../lib/format.ts';

/** Who the screen is about: name, MRN, DOB, age, gender, phone and email. */
export function PatientBanner({
  patient: p,
  actions,
  headingOrder = 2,
}: {
  patient: Patient;
  actions?: ReactNode;
  /** 1 where the patient is the page's subject (the patient record), 2 inside another screen. */
  headingOrder?: 1 | 2;
}) {
  const facts: [string, string][] = [
    ['MRN', p.mrn],
    ['DOB', p.dateOfBirth ? formatDay(p.dateOfBirth) : '—'],
    ['Age', `${p.age} Y`],
    ['Gender', p.gender],
    ['Phone', p.phone],
    ['Email', p.email ?? '—'],
  ];
  return (
    <Paper withBorder p="md" radius="md" mb="md">
      <Group justify="space-between" wrap="wrap">
        <Group wrap="nowrap">
          <Avatar color="teal" radius="xl" size="lg">
            {p.givenName.charAt(0)}
            {p.familyName.charAt(0)}
          </Avatar>
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={headingOrder} size="h4">
                {fullName(p)}
              </Title>
              {p.isAdmitted && <Badge color="orange">Admitted</Badge>}
            </Group>
            <Group gap="lg" wrap="wrap">
              {facts.map(([label, value]) => (
                <Text key={label} size="sm">
                  <Text span c="dimmed" size="sm">
                    {label}:{' '}
                  </Text>
                  <span data-testid={`patient-${label.toLowerCase()}`}>{value}</span>
                </Text>
              ))}
            </Group>
          </Stack>
        </Group>
        {actions}
      </Group>
    </Paper>
  );
}
