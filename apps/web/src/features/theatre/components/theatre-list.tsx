import { WEEKDAYS, type Theatre } from '@clinic/shared/theatre';
import { formatPaise } from '@clinic/shared/money';
import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';

const daysOf = (days: number[]) =>
  days.length === 7 ? 'Every day' : days.map((d) => WEEKDAYS[d - 1]?.slice(0, 3)).join(', ');

/** The OT masters tab: every theatre with its days, hours, equipment and status. */
export function TheatreList({ theatres }: { theatres: Theatre[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-label="Operating theatres">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>OT</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Type / speciality</Table.Th>
            <Table.Th>Capacity</Table.Th>
            <Table.Th>Availability</Table.Th>
            <Table.Th>Equipment</Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>Charge / hour</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {theatres.map((t) => (
            <Table.Tr key={t._id} data-testid={`theatre-${t.identifier}`}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t.identifier}
              </Table.Td>
              <Table.Td>{t.type}</Table.Td>
              <Table.Td>{t.capacity}</Table.Td>
              <Table.Td>
                <Text size="sm">{daysOf(t.days)}</Text>
                <Text size="xs" c="dimmed">
                  {t.opensAt}–{t.closesAt}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {t.equipment.map((e) => e.name).join(', ') || '—'}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPaise(t.hourlyRatePaise)}</Table.Td>
              <Table.Td>
                <Badge color={t.status === 'Active' ? 'green' : 'gray'} variant="light" miw={80}>
                  {t.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Tooltip label={`Edit ${t.identifier}`}>
                  <ActionIcon
                    component={Link}
                    to={`/otscheduler/ot-satupform?id=${t._id}`}
                    variant="subtle"
                    aria-label={`Edit ${t.identifier}`}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
