import type { ClaimCase } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { claimStatus } from '@clinic/shared/status';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ClaimEventsTable } from './claim-events-table.tsx';
import { ClaimWaiting } from './claim-waiting.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * One claim case: who pays, where it stands, what was asked and approved, how long the payer has
 * had it, and its history. The live case stands out; older ones are drawn quieter.
 */
export function ClaimCaseCard({
  claim,
  live,
  actions,
  papers,
}: {
  claim: ClaimCase;
  live: boolean;
  actions?: ReactNode;
  /** The claim's attached papers, under its history. */
  papers?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={live ? undefined : 'var(--mantine-color-gray-0)'}
      style={live ? { borderColor: `var(--mantine-color-${claimStatus.color(claim.status)}-4)` } : undefined}
      aria-label={`Claim ${claim.number}`}
      component="section"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Text fw={700} size={live ? 'md' : 'sm'}>
              {claim.number}
            </Text>
            <StatusBadge machine={claimStatus} status={claim.status} />
            <Badge variant="outline" color="gray">
              {claim.stage}
            </Badge>
          </Group>
          {actions}
        </Group>
        <Group gap="xl" align="flex-start">
          <Fact label="Payer">
            {claim.payerName}
            {claim.tpaName && (
              <Text span size="sm" c="dimmed">
                {' '}
                via {claim.tpaName}
              </Text>
            )}
          </Fact>
          <Fact label="Policy">{claim.policyNumber || '—'}</Fact>
          <Fact label="Requested">{formatPaise(claim.requestedPaise)}</Fact>
          <Fact label="Approved">{formatPaise(claim.approvedPaise)}</Fact>
          {claim.enhancements > 0 && <Fact label="Enhancements">{claim.enhancements}</Fact>}
          <Fact label="Payer's reference">{claim.payerReference || '—'}</Fact>
        </Group>
        {claim.waitingSince && <ClaimWaiting claim={claim} since={claim.waitingSince} />}
        {claim.events.length > 0 && <ClaimEventsTable events={claim.events} label={`History of ${claim.number}`} />}
        {papers}
      </Stack>
    </Paper>
  );
}
