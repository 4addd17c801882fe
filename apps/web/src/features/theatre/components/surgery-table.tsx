import { formatPaise } from '@clinic/shared/money';
import { surgeryStatus } from '@clinic/shared/status';
import type { Surgery } from '@clinic/shared/theatre';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDay } from '../../../lib/format.ts';

/** Surgeries as rows: when, where, patient, procedure, team, status; `action` adds a last cell. */
export function SurgeryTable({
  surgeries,
  label,
  action,
}: {
  surgeries: Surgery[];
  label: string;
  action?: (s: Surgery) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>OT</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Procedure</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Charged</Table.Th>
            {action && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {surgeries.map((s) => (
            <Table.Tr key={s._id} data-testid={`surgery-${s._id}`}>
              <Table.Td>
                <Text size="sm">{formatDay(s.date)}</Text>
                <Text size="xs" c="dimmed">
                  {s.startTime}–{s.endTime}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.theatre.identifier}</Table.Td>
              <Table.Td>
                <Text size="sm">{s.patient.name}</Text>
                <Text size="xs" c="dimmed">
                  {s.patient.mrn} · {s.ipNumber ?? 'Day care'}
                </Text>
              </Table.Td>
              <Table.Td>{s.procedure.name}</Table.Td>
              <Table.Td>
                <Text size="sm">{s.surgeon.name}</Text>
                <Text size="xs" c="dimmed">
                  {s.anaesthetist.name} · {s.anaesthesiaType}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge machine={surgeryStatus} status={s.status} />
              </Table.Td>
              <Table.Td>{s.chargedPaise ? formatPaise(s.chargedPaise) : '—'}</Table.Td>
              {action && <Table.Td>{action(s)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
