import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { TodayBoard } from '../../features/appointments/components/today-board.tsx';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { useCan } from '../../features/auth/api/use-can.ts';
import { BackupWarning } from '../../features/backups/components/backup-warning.tsx';
import { EscalatedCriticalAlerts } from '../../features/lab/components/critical-alerts.tsx';
import { HospitalToday } from '../../features/reports/components/hospital-today.tsx';
import { formatDay, greeting } from '../../lib/format.ts';
import { useClinicToday } from '../../lib/clinic-clock.ts';
import { AREAS, menuOf } from '../areas.ts';

/** An area's home: today's date, a greeting, today's appointments where the area works on them, and the area's work as cards. */
export function AreaDashboard({ areaKey }: { areaKey: string }) {
  const { data: user } = useQuery(meQuery);
  const area = AREAS.find((a) => a.key === areaKey);
  const today = useClinicToday();
  const can = useCan();
  useEffect(() => {
    if (area) document.title = `${area.label} · Clinic Management`;
  }, [area]);
  if (!area) return null;
  return (
    <>
      <PageHeader title={area.label} subtitle={`${greeting()}${user ? `, ${user.name}` : ''} · ${formatDay(today)}`} />
      {can('backups.manage') && <BackupWarning />}
      {can('results.critical.acknowledge-any') && <EscalatedCriticalAlerts />}
      {(areaKey === 'reports' || areaKey === 'reception') && can('reports.view') && <HospitalToday />}
      {areaKey === 'reception' && <TodayBoard withList />}
      {areaKey === 'doctor' && user && (
        <TodayBoard doctorId={user.roles.includes('doctor') ? user.id : undefined} withList={false} />
      )}
      {areaKey === 'nurse' && <TodayBoard withList={false} />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {menuOf(area, user?.permissions).map((item) => (
          <Card key={item.to} component={Link} to={item.to} withBorder padding="lg" radius="md" shadow="xs">
            <Text fw={650} mb={4} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              {item.label}
              <ThemeIcon variant="light" size="sm" radius="xl" aria-hidden>
                <IconChevronRight size={14} />
              </ThemeIcon>
            </Text>
            <Text size="sm" c="dimmed">
              {item.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
