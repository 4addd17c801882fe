import { ABNORMAL_PATIENTS_MAX, type LabResult, type PatientLabTest, type ResultFlag } from '@clinic/shared/lab';
import { Alert, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../auth/api/use-can.ts';
import { formatDate } from '../../../lib/format.ts';
import { labQueries } from '../api/lab.queries.ts';

/** The lab's short marks: L and H outside the range, LL and HH beyond a critical limit. */
export const FLAG_MARK: Record<ResultFlag, { mark: string; color: string }> = {
  Low: { mark: 'L', color: 'blue' },
  High: { mark: 'H', color: 'orange' },
  'Critical low': { mark: 'LL', color: 'red' },
  'Critical high': { mark: 'HH', color: 'red' },
};

type Flagged = Pick<LabResult, 'name' | 'value' | 'unit'> & { flag: ResultFlag };
const inWords = (r: Flagged) => `${r.name} ${r.value} ${r.unit} (${r.flag})`.replace(/\s+\(/, ' (');

/** One value with its mark: "Haemoglobin 18.1 g/dL H". */
export function FlaggedValue({ result: r }: { result: Flagged }) {
  const { mark, color } = FLAG_MARK[r.flag];
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Text span size="sm">
        {r.name} {r.value} {r.unit}
      </Text>
      <Badge size="sm" color={color} variant={r.flag.startsWith('Critical') ? 'filled' : 'light'} title={r.flag}>
        {mark}
      </Badge>
    </Group>
  );
}

/** The flagged values of a report, as the record's test header and the summaries show them. */
export const flaggedOf = (results: LabResult[]): Flagged[] =>
  results.flatMap((r) => (r.flag ? [{ name: r.name, value: r.value, unit: r.unit, flag: r.flag }] : []));

/** "2 out of range" beside a test in the record, with the values on hover; nothing when all are normal. */
export function OutOfRangeBadge({ results }: { results: LabResult[] }) {
  const flagged = flaggedOf(results);
  if (flagged.length === 0) return null;
  const critical = flagged.some((r) => r.flag.startsWith('Critical'));
  return (
    <Tooltip label={flagged.map(inWords).join('; ')} multiline maw={360}>
      <Badge
        color={critical ? 'red' : 'orange'}
        variant="light"
        aria-label={`Out of range: ${flagged.map(inWords).join('; ')}`}
      >
        {flagged.length} out of range
      </Badge>
    </Tooltip>
  );
}

/**
 * The mark on a queue row when the patient has abnormal results no consultation has seen. Every
 * row asks with the whole queue's patients, so the rows share one request.
 */
export function QueueAbnormalMark({ patientId, queue }: { patientId: string; queue: string[] }) {
  const can = useCan();
  // A day's queue past the first hundred patients goes unmarked rather than overflow the URL.
  const asked = [...new Set(queue)].slice(0, ABNORMAL_PATIENTS_MAX);
  const marks = useQuery({
    ...labQueries.abnormalResults(asked),
    enabled: asked.length > 0 && can('lab.results.read'),
  });
  const results = marks.data?.find((m) => m.patientId === patientId)?.results ?? [];
  if (results.length === 0) return null;
  const critical = results.some((r) => r.flag.startsWith('Critical'));
  const text = results.map((r) => `${inWords(r)}, ${r.serviceName} ${formatDate(r.approvedAt)}`).join('; ');
  return (
    <Tooltip label={text} multiline maw={360}>
      <Badge
        color={critical ? 'red' : 'orange'}
        variant="light"
        ml="xs"
        aria-label={`New abnormal lab results: ${text}`}
      >
        Abnormal labs ({results.length})
      </Badge>
    </Tooltip>
  );
}

/** The newest approved version of each test (the record lists them newest first). */
const currentReports = (tests: PatientLabTest[]) =>
  tests.flatMap((t) => (t.reports[0] ? [{ test: t, report: t.reports[0] }] : []));

/** Tests summarised at most, newest first: the record below has the rest. */
const SUMMARY_TESTS = 5;

/**
 * Above the consultation and the stay: the patient's latest tests with values out of range, each
 * value marked. It reads the record's own query (no request of its own) and shows nothing while
 * it loads, fails (the record says so) or when every value is normal.
 */
export function AbnormalResultsSummary({ patientId }: { patientId: string }) {
  const can = useCan();
  const tests = useQuery({ ...labQueries.patientResults(patientId), enabled: can('lab.results.read') });
  const abnormal = currentReports(tests.data ?? [])
    .map(({ test, report }) => ({ test, report, flagged: flaggedOf(report.results) }))
    .filter((t) => t.flagged.length > 0)
    .slice(0, SUMMARY_TESTS);
  if (abnormal.length === 0) return null;
  return (
    <section aria-label="Abnormal lab results">
      <Alert color="orange" variant="light" mb="md" title="Lab results out of range">
        <Stack gap={4}>
          {abnormal.map(({ test, report, flagged }) => (
            <Group key={test.orderId} gap="xs" align="center">
              <Text size="sm" fw={600}>
                {test.serviceName} ({formatDate(report.approvedAt ?? report.enteredAt)}):
              </Text>
              {flagged.map((r) => (
                <FlaggedValue key={r.name} result={r} />
              ))}
            </Group>
          ))}
        </Stack>
      </Alert>
    </section>
  );
}
