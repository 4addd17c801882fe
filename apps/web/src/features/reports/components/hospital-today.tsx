import type { Dashboard } from '@clinic/shared/reports';
import { formatPaise } from '@clinic/shared/money';
import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { dashboardQuery } from '../api/dashboard.queries.ts';

function Stat({
  label,
  value,
  detail,
  to,
  alert,
}: {
  label: string;
  value: ReactNode;
  detail: string;
  to?: string;
  alert?: boolean;
}) {
  const body = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={alert ? 'red.7' : undefined} lh={1.3}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </>
  );
  return to ? (
    <Card withBorder padding="md" radius="md" aria-label={label} component={Link} to={to}>
      {body}
    </Card>
  ) : (
    <Card withBorder padding="md" radius="md" aria-label={label}>
      {body}
    </Card>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Stats({ d }: { d: Dashboard }) {
  const can = useCan();
  const census = can('reports.census') ? '/reports/census' : undefined;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="lg">
      <Stat
        label="In-patients"
        value={d.inPatients}
        detail={`${plural(d.admittedToday, 'admission')}, ${plural(d.dischargedToday, 'discharge')} today`}
        to={census}
      />
      <Stat
        label="Bed occupancy"
        value={d.occupancy === null ? '—' : `${d.occupancy}%`}
        detail={`${d.occupiedBeds} of ${d.beds} beds`}
        to={can('reports.census') ? '/reports/occupancy' : undefined}
      />
      <Stat
        label="OPD today"
        value={d.opd.booked}
        detail={`${d.opd.waiting} waiting, ${d.opd.seen} seen`}
        to={can('reports.opd') ? '/reports/opd' : undefined}
      />
      {d.collectedPaise !== null && d.billedPaise !== null && (
        <Stat
          label="Collected today"
          value={formatPaise(d.collectedPaise)}
          detail={`of ${formatPaise(d.billedPaise)} billed`}
          to="/reports/revenue"
        />
      )}
      <Stat
        label="Pending discharges"
        value={d.pendingDischarges}
        detail="Discharge started, patient still in"
        to={can('ip-bills.read') ? '/billing' : undefined}
      />
      <Stat
        label="Pending approvals"
        value={d.pendingApprovals}
        detail="Discounts waiting for approval"
        to={can('bills.discount.approve') ? '/billing' : undefined}
        alert={d.pendingApprovals > 0}
      />
      <Stat
        label="Critical results"
        value={d.criticalResults}
        detail="Not yet acknowledged"
        alert={d.criticalResults > 0}
      />
      <Stat
        label="Early warnings"
        value={d.earlyWarnings}
        detail="NEWS2 alerts not yet seen"
        alert={d.earlyWarnings > 0}
      />
    </SimpleGrid>
  );
}

/** The hospital at a glance for those who run it, kept current while the page is open. */
export function HospitalToday() {
  const dashboard = useQuery(dashboardQuery);
  return (
    <section aria-label="Hospital today">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4">
          Hospital today
        </Title>
        {dashboard.data && (
          <Text size="xs" c="dimmed">
            Updated {formatTime(dashboard.data.asOf)}
          </Text>
        )}
      </Group>
      {dashboard.isError && !dashboard.data ? (
        <Text c="red" size="sm" mb="lg">
          Failed to load today’s figures. They will be tried again shortly.
        </Text>
      ) : dashboard.data ? (
        <Stats d={dashboard.data} />
      ) : (
        <Text c="dimmed" size="sm" mb="lg">
          Loading today’s figures…
        </Text>
      )}
    </section>
  );
}
