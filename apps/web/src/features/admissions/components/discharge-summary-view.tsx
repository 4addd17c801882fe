import type { DischargeSummary } from '@clinic/shared/admissions';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** The summary as written, for nurses and for a discharged stay (locked). */
export function DischargeSummaryView({ summary: s }: { summary: DischargeSummary }) {
  return (
    <Stack gap="sm" data-testid="discharge-summary">
      <Field
        label="Diagnoses"
        value={s.diagnoses.map((d) => (d.code ? `${d.description} (${d.code})` : d.description)).join('; ')}
      />
      <Field label="Procedures" value={s.procedures} />
      <Field label="Course in hospital" value={s.course} />
      <SimpleGrid cols={2}>
        <Field label="Condition at discharge" value={s.condition} />
        <Field label="Follow-up" value={s.followUpDate ? formatDay(s.followUpDate) : ''} />
      </SimpleGrid>
      <Field
        label="Medicines to continue"
        value={s.medicines
          .map((m) =>
            [m.name, m.dose, m.frequency, m.durationDays ? `${m.durationDays} days` : '', m.instructions]
              .filter(Boolean)
              .join(' · '),
          )
          .join('\n')}
      />
      <Field label="Advice" value={s.advice} />
      <Text size="xs" c="dimmed">
        Written by {s.writtenBy}, last saved {formatDateTime(s.updatedAt)}
        {s.finalizedAt ? ` · locked at discharge ${formatDateTime(s.finalizedAt)}` : ''}
      </Text>
    </Stack>
  );
}
