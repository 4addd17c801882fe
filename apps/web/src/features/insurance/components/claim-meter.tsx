import type { ClaimMeter } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';

const barColor = (used: number) => (used >= 100 ? 'red' : used >= 80 ? 'orange' : 'blue');

/**
 * The approval against the running bill: what the patient will likely pay, and a prompt to ask
 * for more once the bill reaches 80% of the approval. `onEnhance` is given when an enhancement
 * can be asked now (the live case is approved and the user may act); `asked` when a request is
 * already with the payer, so the prompt does not ask twice.
 */
export function ClaimMeterView({
  meter,
  asked,
  onEnhance,
}: {
  meter: ClaimMeter;
  asked: boolean;
  onEnhance?: () => void;
}) {
  const used = meter.usedPercent;
  return (
    <Stack gap={6}>
      <Text size="sm">
        Approved <strong>{formatPaise(meter.approvedPaise)}</strong> · Running bill{' '}
        <strong>{formatPaise(meter.runningBillPaise)}</strong> · Patient likely pays{' '}
        <strong>{formatPaise(meter.likelyPatientPaise)}</strong>
        {meter.copayPercent > 0 && (
          <Text span size="xs" c="dimmed">
            {' '}
            (co-pay {meter.copayPercent}%)
          </Text>
        )}
      </Text>
      {used !== null && (
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={Math.min(used, 100)}
            color={barColor(used)}
            size="lg"
            style={{ flex: 1 }}
            aria-label="Share of the approval the bill has used"
          />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {used}% used
          </Text>
        </Group>
      )}
      {meter.askEnhancement && used !== null && (
        <Alert color="orange" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {asked
                ? `The bill has reached ${used}% of the approval: a request is with the payer`
                : `The bill has reached ${used}% of the approval: ask the payer for an enhancement`}
            </Text>
            {onEnhance && (
              <Button size="xs" color="orange" onClick={onEnhance}>
                Ask for enhancement
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
