import type { LabReport } from '@clinic/shared/lab';
import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
import { ResultFlagBadge } from './result-flag.tsx';

/** One version's values: parameter, value with its flag, unit, the range that applied and whom for. */
export function ResultValuesTable({ report, label }: { report: LabReport; label: string }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label={label} verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parameter</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Unit</Table.Th>
            <Table.Th>Normal range</Table.Th>
            <Table.Th>Comment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.results.map((r) => (
            <Table.Tr key={r.parameterId}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={r.flag ? 700 : 400}>
                    {r.value}
                  </Text>
                  <ResultFlagBadge flag={r.flag} />
                </Group>
              </Table.Td>
              <Table.Td>{r.unit}</Table.Td>
              <Table.Td>
                {r.rangeText || '—'}
                {r.rangeLabel && (
                  <Text size="xs" c="dimmed">
                    {r.rangeLabel}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{r.comment || ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The approver as a report is signed: "Meera Iyer (MBBS, MD (Pathology), Reg. No. MMC-2014/08231)". */
const signatory = (r: LabReport) => {
  const credentials = [r.approvedByQualification, r.approvedByRegistration && `Reg. No. ${r.approvedByRegistration}`]
    .filter(Boolean)
    .join(', ');
  return `${r.approvedBy ?? ''}${credentials ? ` (${credentials})` : ''}`;
};

/** Who entered and approved a version, and why it amended the one before. */
export function ReportSignature({ report }: { report: LabReport }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Entered by {report.enteredBy}, {formatDateTime(report.enteredAt)}
        {report.approvedAt
          ? ` · Approved by ${signatory(report)}, ${formatDateTime(report.approvedAt)}`
          : ' · Waiting for approval by a second lab user'}
        {report.condition && ` · Condition: ${report.condition}`}
      </Text>
      {report.amendmentReason && (
        <Text size="sm">
          <strong>Amended:</strong> {report.amendmentReason}
        </Text>
      )}
      {report.comment && (
        <Text size="sm">
          <strong>Comment:</strong> {report.comment}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Every version of an order's results, newest first. The current one is open; earlier ones stay
 * visible as "Original" or "Amended", marked superseded, so nothing a doctor once read is lost.
 */
export function ReportVersions({ reports }: { reports: LabReport[] }) {
  const currentApproved = reports.find((r) => r.approvedAt);
  return (
    <Stack>
      {reports.map((report) => {
        const superseded = report.approvedAt !== null && report !== currentApproved;
        return (
          <Paper key={report._id} withBorder p="md" radius="md" opacity={superseded ? 0.75 : 1}>
            <Group justify="space-between" mb="xs">
              <Title order={3} size="h5">
                {report.version === 1 ? 'Report' : `Amendment ${report.version - 1}`}
              </Title>
              {superseded ? (
                <Badge color="gray">Superseded</Badge>
              ) : report.approvedAt ? (
                <Badge color="green">Approved</Badge>
              ) : (
                <Badge color="violet">Waiting for approval</Badge>
              )}
            </Group>
            <ResultValuesTable report={report} label={`Results version ${report.version}`} />
            <ReportSignature report={report} />
          </Paper>
        );
      })}
      {reports.length === 0 && <Alert color="gray">No results entered yet.</Alert>}
    </Stack>
  );
}
