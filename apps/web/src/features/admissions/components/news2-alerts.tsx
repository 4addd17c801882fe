import { ALERT_ACKNOWLEDGED, type News2Alert } from '@clinic/shared/admissions';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconHeartRateMonitor } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { news2AlertQueries, useAcknowledgeNews2Alert, useNews2AlertUpdates } from '../api/news2-alerts.queries.ts';

const COLOURS: Record<string, string> = { High: 'red', Medium: 'orange', 'Low-medium': 'yellow' };

function AlertCard({ alert: a, link }: { alert: News2Alert; link?: (a: News2Alert) => string }) {
  const canAcknowledge = useCan()('news2-alerts.acknowledge');
  const acknowledge = useAcknowledgeNews2Alert();
  const name = `${a.patientName} (${a.ipNumber}) · ${a.ward} bed ${a.bedNumber}`;
  return (
    <Alert
      color={COLOURS[a.risk] ?? 'orange'}
      variant="light"
      icon={<IconHeartRateMonitor size={20} />}
      title={`NEWS2 ${a.score} · ${a.risk} risk`}
      data-testid="news2-alert"
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm">
            {link ? (
              <Anchor component={Link} to={link(a)} size="sm">
                {name}
              </Anchor>
            ) : (
              name
            )}
          </Text>
          <Text size="xs">
            {a.response} · raised {formatDateTime(a.raisedAt)} for {a.doctorName}
          </Text>
        </Stack>
        {canAcknowledge && (
          <Button
            size="compact-sm"
            color={COLOURS[a.risk] ?? 'orange'}
            disabled={acknowledge.isPending}
            onClick={() =>
              acknowledge.mutate(a._id, {
                onSuccess: () => toast.success(ALERT_ACKNOWLEDGED),
                onError: (e) => failed(e, 'Failed to acknowledge. Please try again.'),
              })
            }
          >
            Acknowledge
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * Open early-warning alerts, kept live: a doctor's own stays (`mine`) on her dashboard, or one
 * stay's on its page. Nothing is shown when there are none.
 */
export function News2Alerts({
  mine,
  admissionId,
  link,
}: {
  mine?: boolean;
  admissionId?: string;
  link?: (a: News2Alert) => string;
}) {
  useNews2AlertUpdates();
  const alerts = useQuery(news2AlertQueries.list({ mine: mine ? 'true' : undefined, admissionId }));
  if (!alerts.data?.length) return null;
  return (
    <Stack gap="xs" mb="md" aria-label="Early-warning alerts">
      {alerts.data.map((a) => (
        <AlertCard key={a._id} alert={a} link={link} />
      ))}
    </Stack>
  );
}
