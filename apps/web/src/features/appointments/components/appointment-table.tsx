import type { Appointment } from '@clinic/shared/appointments';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatClock, formatDay } from '../../../lib/format.ts';
import { AppointmentStatusBadge } from './status-badge.tsx';
import { VisitFlags } from './visit-flags.tsx';
import { VitalsSummary } from './vitals-summary.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const NAME = { minWidth: 140 } as const;

/**
 * The queue table of the OP screens: token, time, patient with MRN, age, gender, phone, doctor, vitals
 * and status. `nameCell` decides what the patient name does (open the consultation, record vitals).
 */
export function AppointmentTable({
  appointments,
  label,
  showDate = false,
  showDoctor = false,
  showVitals = true,
  nameCell,
  actions,
}: {
  appointments: Appointment[];
  label: string;
  showDate?: boolean;
  showDoctor?: boolean;
  showVitals?: boolean;
  nameCell: (a: Appointment) => ReactNode;
  /** An Action column, when the screen lets staff act on a row. */
  actions?: (a: Appointment) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Token</Table.Th>
            {showDate && <Table.Th>Date</Table.Th>}
            <Table.Th>Time</Table.Th>
            <Table.Th>Patient / MRN</Table.Th>
            <Table.Th>Status</Table.Th>
            {actions && <Table.Th>Action</Table.Th>}
            {showVitals && <Table.Th>Vitals</Table.Th>}
            <Table.Th>Age / Gender</Table.Th>
            <Table.Th>Phone</Table.Th>
            {showDoctor && <Table.Th>Doctor</Table.Th>}
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {appointments.map((a) => (
            <Table.Tr key={a._id} data-testid={`appointment-${a.mrn}`}>
              <Table.Td fw={700}>{a.token}</Table.Td>
              {showDate && <Table.Td style={NOWRAP}>{formatDay(a.appointmentDate)}</Table.Td>}
              <Table.Td style={NOWRAP}>{formatClock(a.appointmentTime)}</Table.Td>
              {/* The MRN under the name, and a long three-word name wrapping, keep the row in 1366 px. */}
              <Table.Td style={NAME}>
                {nameCell(a)}
                <Text size="xs" c="dimmed" ff="monospace" style={NOWRAP}>
                  {a.mrn}
                </Text>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <AppointmentStatusBadge status={a.status} />
                <VisitFlags appointment={a} />
              </Table.Td>
              {actions && <Table.Td style={NOWRAP}>{actions(a)}</Table.Td>}
              {showVitals && (
                <Table.Td style={NOWRAP}>
                  <VitalsSummary vitals={a.vitals} adult={a.age >= 18} />
                </Table.Td>
              )}
              <Table.Td style={NOWRAP}>
                {a.age} Y / {a.gender}
              </Table.Td>
              <Table.Td style={NOWRAP}>{a.phoneNumber}</Table.Td>
              {showDoctor && <Table.Td>{a.doctorName}</Table.Td>}
              <Table.Td>{a.reason || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
