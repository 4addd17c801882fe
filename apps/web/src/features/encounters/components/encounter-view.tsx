import { formatBmi, type Encounter } from '@clinic/shared';
import { Badge, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

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
          <Table.ScrollContainer minWidth={600}>
            <Table fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Medicine</Table.Th>
                  <Table.Th>Dose</Table.Th>
                  <Table.Th>Frequency</Table.Th>
                  <Table.Th>Days</Table.Th>
                  <Table.Th>Route</Table.Th>
                  <Table.Th>Qty</Table.Th>
                  <Table.Th>Instructions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.prescriptions.map((p) => (
                  <Table.Tr key={p._id}>
                    <Table.Td>{p.drugName}</Table.Td>
                    <Table.Td>{p.dose}</Table.Td>
                    <Table.Td>{p.frequency}</Table.Td>
                    <Table.Td>{p.durationDays}</Table.Td>
                    <Table.Td>{p.route}</Table.Td>
                    <Table.Td>{p.quantity}</Table.Td>
                    <Table.Td>{p.instructions}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
