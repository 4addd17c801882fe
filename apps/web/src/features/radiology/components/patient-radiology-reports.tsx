import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { radiologyQueries } from '../api/radiology.queries.ts';
import { ReportHtml } from './report-html.tsx';

/** The patient's signed imaging reports, as the ordering doctor reads them in the record. */
export function PatientRadiologyReports({ patientId }: { patientId: string }) {
  const reports = useQuery(radiologyQueries.reports(patientId));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="xs">
        Radiology reports
      </Title>
      <QueryState
        query={reports}
        error="Failed to load radiology reports. Please try again."
        loadingLabel="Loading radiology reports"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No radiology reports yet" />}
      >
        {(rows) => (
          <Stack>
            {rows.map((r) => (
              <div key={r._id} data-testid="radiology-report">
                <Group gap="xs">
                  <Badge variant="outline" size="sm">
                    {r.modality}
                  </Badge>
                  <Text fw={600}>{r.serviceName}</Text>
                  <Text size="xs" c="dimmed">
                    Signed by {r.report.signedBy}, {r.report.signedAt ? formatDateTime(r.report.signedAt) : ''}
                  </Text>
                </Group>
                <ReportHtml html={r.report.content} />
                {r.report.addenda.map((a) => (
                  <div key={a._id}>
                    <Text size="xs" c="dimmed">
                      Addendum by {a.addedBy}, {formatDateTime(a.addedAt)}
                    </Text>
                    <ReportHtml html={a.content} />
                  </div>
                ))}
              </div>
            ))}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
