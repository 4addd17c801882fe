import type { AppointmentVitals } from '@clinic/shared/appointments';
import { vitalFlags } from '@clinic/shared/encounters';
import { Badge, Group, Text } from '@mantine/core';

/** The latest reading in one line (BP, pulse, temperature, SpO2, BMI); values outside normal in red. */
export function VitalsSummary({ vitals, adult }: { vitals: AppointmentVitals | null; adult: boolean }) {
  if (!vitals)
    return (
      <Badge variant="dot" color="orange" styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
        Pending
      </Badge>
    );
  const flags = vitalFlags(vitals);
  const parts = [
    { label: 'BP', value: vitals.bloodPressure, flag: adult ? flags.bloodPressure : null },
    { label: 'HR', value: vitals.heartRate, flag: adult ? flags.heartRate : null },
    { label: 'T', value: vitals.temperature === null ? null : `${vitals.temperature}°F`, flag: flags.temperature },
    { label: 'SpO2', value: vitals.spo2 === null ? null : `${vitals.spo2}%`, flag: flags.spo2 },
    { label: 'BMI', value: vitals.bmi?.toFixed(1) ?? null, flag: adult ? flags.bmi : null },
  ].filter((p) => p.value !== null);
  return (
    <Group gap={8} wrap="nowrap" aria-label="Vitals">
      {parts.map((p) => (
        <Text
          key={p.label}
          size="xs"
          c={p.flag === 'low' || p.flag === 'high' ? 'red.7' : undefined}
          fw={p.flag === 'low' || p.flag === 'high' ? 700 : undefined}
        >
          {p.label} {p.value}
        </Text>
      ))}
    </Group>
  );
}
