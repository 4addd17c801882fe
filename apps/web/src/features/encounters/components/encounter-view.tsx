import { formatBmi, type Encounter } from '@clinic/shared/encounters';
import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { PrescriptionTable } from './prescription-table.tsx';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Title order={3} size="h6" c="dimmed" tt="uppercase" mb={4}>
        {title}
      </Title>
      {children}
    </div>
  );
}

/** A saved consultation, read-only. */
export function EncounterView({ encounter: e }: { encounter: Encounter }) {
  const v = e.vitals;
  return (
    <Stack gap="md" data-testid="encounter-view">
      <Text size="sm" c="dimmed">
        {formatDateTime(e.createdAt)} · {e.doctorName}
        {e.doctorSpeciality ? ` (${e.doctorSpeciality})` : ''}
      </Text>
      {v && (
        <Block title="Vitals">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={4}>
            {[
              ['BP', v.bloodPressure, 'mmHg'],
              ['HR', v.heartRate, 'bpm'],
              ['Temp', v.temperature, '°F'],
              ['SpO2', v.spo2, '%'],
              ['Height', v.height, 'cm'],
              ['Weight', v.weight, 'kg'],
            ].map(([label, value, unit]) => (
              <Text size="sm" key={label}>
                {label}: {value === null ? '—' : `${value} ${unit}`}
              </Text>
            ))}
            <Text size="sm">BMI: {formatBmi(v.bmi, 2)}</Text>
          </SimpleGrid>
        </Block>
      )}
      {e.symptoms && (
        <Block title="Symptoms">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {e.symptoms}
          </Text>
        </Block>
      )}
      {e.examination && (
        <Block title="Examination">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {e.examination}
          </Text>
        </Block>
      )}
      <Block title="Diagnosis">
        <List size="sm">
          {e.diagnoses.map((d, i) => (
            <List.Item key={i}>
              {d.code && (
                <Badge size="sm" variant="light" mr={6}>
                  {d.code}
                </Badge>
              )}
              {d.description}
            </List.Item>
          ))}
        </List>
      </Block>
      {e.prescriptions.length > 0 && (
        <Block title="Prescription">
          <PrescriptionTable lines={e.prescriptions} />
        </Block>
      )}
      {e.orders.length > 0 && (
        <Block title="Orders">
          <Group gap="xs">
            {e.orders.map((o) => (
              <Badge key={o._id} variant="outline" color={o.category === 'Laboratory' ? 'grape' : 'cyan'}>
                {o.serviceName}
              </Badge>
            ))}
          </Group>
        </Block>
      )}
      {e.advice && (
        <Block title="Advice">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {e.advice}
          </Text>
        </Block>
      )}
      {e.revisitDate && (
        <Block title="Revisit">
          <Text size="sm">{formatDay(e.revisitDate)}</Text>
        </Block>
      )}
    </Stack>
  );
}
