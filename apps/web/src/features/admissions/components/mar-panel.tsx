import type { MarDose, MarRow, MedicationOrder } from '@clinic/shared/admissions';
import { AllergyBanner } from '../../../components/clinical/allergy-banner.tsx';
import { marOutcome, medicationOrderStatus } from '@clinic/shared/status';
import { ActionIcon, Badge, Box, Button, Group, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatClinicTime, useClinicTimeZone, useClinicToday } from '../../../lib/clinic-clock.ts';
import { addDaysIso, formatDateTime, formatDay } from '../../../lib/format.ts';
import { stayQueries } from '../api/ward-round.queries.ts';
import { ChartDoseDialog, type DoseToChart } from './chart-dose-dialog.tsx';
import { MedicationOrderForm } from './medication-order-form.tsx';
import { StopMedicationDialog } from './stop-medication-dialog.tsx';

/** A nurse may chart from an hour before a dose is due, as the server allows. */
const EARLY_MS = 60 * 60 * 1000;
/** A dose given this long after its time shows when it actually went in. */
const LATE_MS = 30 * 60 * 1000;
const lateBy = (dose: MarDose) =>
  dose.givenAt !== null && Date.parse(dose.givenAt) - Date.parse(dose.scheduledAt) > LATE_MS;

function Slots({
  row,
  canChart,
  timeZone,
  onChart,
}: {
  row: MarRow;
  canChart: boolean;
  timeZone: string;
  onChart: (dose: DoseToChart) => void;
}) {
  const now = Date.now();
  return (
    <Group gap={6}>
      {row.slots.map(({ scheduledAt, dose }) => {
        const time = formatClinicTime(scheduledAt, timeZone);
        if (dose)
          return (
            <Tooltip
              key={scheduledAt}
              label={`${dose.outcome} by ${dose.recordedBy}, ${formatDateTime(dose.recordedAt)}${dose.reason ? ` — ${dose.reason}` : ''}`}
            >
              <Badge color={marOutcome.color(dose.outcome)} variant="filled" data-testid="dose-charted">
                {time} {dose.outcome}
                {lateBy(dose) ? ` at ${formatClinicTime(dose.givenAt ?? scheduledAt, timeZone)}` : ''}
              </Badge>
            </Tooltip>
          );
        const due = Date.parse(scheduledAt);
        const overdue = now - due > EARLY_MS;
        const open = canChart && row.order.status === 'Active' && due - now <= EARLY_MS;
        return open ? (
          <Button
            key={scheduledAt}
            size="compact-xs"
            variant={overdue ? 'filled' : 'light'}
            color={overdue ? 'orange' : 'blue'}
            onClick={() => onChart({ order: row.order, scheduledAt })}
          >
            {time}
          </Button>
        ) : (
          <Badge key={scheduledAt} variant="outline" color="gray">
            {time}
          </Badge>
        );
      })}
      {row.asNeeded && canChart && row.order.status === 'Active' && (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onChart({ order: row.order, scheduledAt: new Date().toISOString() })}
        >
          Give now
        </Button>
      )}
      {row.slots.length === 0 && !row.asNeeded && (
        <Text size="xs" c="dimmed">
          No dose this day
        </Text>
      )}
    </Group>
  );
}

/**
 * The medication administration record: every order running on the day with its dose times;
 * a nurse charts each dose (given, held, refused or missed) once. Doctors order and stop here.
 */
export function MarPanel({
  admissionId,
  patientId,
  active,
  canOrder,
  canChart,
}: {
  admissionId: string;
  patientId: string;
  active: boolean;
  canOrder: boolean;
  canChart: boolean;
}) {
  const today = useClinicToday();
  const timeZone = useClinicTimeZone();
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const mar = useQuery(stayQueries.mar(admissionId, date));
  const [charting, setCharting] = useState<DoseToChart | null>(null);
  const [stopping, setStopping] = useState<MedicationOrder | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Medications (MAR)
        </Title>
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label="Previous day" onClick={() => setPicked(addDaysIso(date, -1))}>
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text size="sm" fw={600} w={170} ta="center">
            {formatDay(date)}
          </Text>
          <ActionIcon variant="subtle" aria-label="Next day" onClick={() => setPicked(addDaysIso(date, 1))}>
            <IconChevronRight size={16} />
          </ActionIcon>
          {date !== today && (
            <Button size="compact-xs" variant="subtle" onClick={() => setPicked(null)}>
              Today
            </Button>
          )}
        </Group>
      </Group>
      <Box mb="sm">
        <AllergyBanner patientId={patientId} />
      </Box>
      {canOrder && active && (
        <Paper withBorder p="sm" radius="md" mb="md">
          <MedicationOrderForm admissionId={admissionId} />
        </Paper>
      )}
      <QueryState
        query={mar}
        error="Failed to load the medication chart. Please try again."
        isEmpty={(day) => day.rows.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No medicines on this day
          </Text>
        }
      >
        {(day) => (
          <>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Medicine</Table.Th>
                  <Table.Th>Dose · route · frequency</Table.Th>
                  <Table.Th>Doses</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {day.rows.map((row) => (
                  <Table.Tr key={row.order._id} data-testid="mar-row">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {row.order.drugName}
                      </Text>
                      {row.order.instructions && (
                        <Text size="xs" c="dimmed">
                          {row.order.instructions}
                        </Text>
                      )}
                      <Text size="xs" c={row.issuedUnits === 0 ? 'orange' : 'dimmed'}>
                        {row.issuedUnits === 0
                          ? 'Not issued by the pharmacy yet'
                          : `Pharmacy issued ${row.issuedUnits} · ${row.givenDoses} given`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {row.order.dose} · {row.order.route} · {row.order.frequency}
                      </Text>
                      <Text size="xs" c="dimmed">
                        by {row.order.orderedBy}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Slots row={row} canChart={canChart && active} timeZone={timeZone} onChart={setCharting} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <StatusBadge machine={medicationOrderStatus} status={row.order.status} />
                        {canOrder && active && row.order.status === 'Active' && (
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setStopping(row.order)}>
                            Stop
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed" mt="xs">
              Times on the clinic&apos;s clock. Orange: overdue by more than an hour; blue: due now; grey: later.
              {canChart && active ? ' Choose a time to chart the dose.' : ''}
            </Text>
          </>
        )}
      </QueryState>
      <ChartDoseDialog
        admissionId={admissionId}
        dose={charting}
        timeZone={timeZone}
        onClose={() => setCharting(null)}
      />
      <StopMedicationDialog admissionId={admissionId} order={stopping} onClose={() => setStopping(null)} />
    </Paper>
  );
}
