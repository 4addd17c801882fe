import type { PatientAccount } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { billingQueries } from '../api/billing.queries.ts';

const money = (paise: number) => (paise === 0 ? '' : formatPaise(paise));

function Statement({ account: a }: { account: PatientAccount }) {
  return (
    <>
      <Group gap="lg" mb="xs">
        <Text size="sm">Billed {formatPaise(a.billedPaise)}</Text>
        <Text size="sm">Paid {formatPaise(a.paidPaise)}</Text>
        <Text size="sm" fw={700} c={a.balancePaise > 0 ? 'red.8' : undefined}>
          {a.balancePaise > 0 ? `Owes ${formatPaise(a.balancePaise)}` : `Balance ${formatPaise(a.balancePaise)}`}
        </Text>
      </Group>
      {a.credit.map((c) => (
        <Text key={c._id} size="sm" c="orange.8" mb={4}>
          Credit of {formatPaise(c.amountPaise)} allowed by {c.approvedBy} until {formatDate(c.validUntil)}: {c.reason}
        </Text>
      ))}
      <Table.ScrollContainer minWidth={720} mah={420}>
        <Table aria-label="Account statement" fz="sm" verticalSpacing={2} stickyHeader striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Entry</Table.Th>
              <Table.Th>Number</Table.Th>
              <Table.Th>Detail</Table.Th>
              <Table.Th ta="right">Charged</Table.Th>
              <Table.Th ta="right">Paid</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {a.entries.map((e) => (
              <Table.Tr key={`${e.kind}-${e.number}`}>
                <Table.Td>{formatDateTime(e.at)}</Table.Td>
                <Table.Td>{e.kind}</Table.Td>
                <Table.Td>{e.number}</Table.Td>
                <Table.Td>{e.detail}</Table.Td>
                <Table.Td ta="right">{money(e.debitPaise)}</Table.Td>
                <Table.Td ta="right">{money(e.creditPaise)}</Table.Td>
                <Table.Td ta="right">{formatPaise(e.balancePaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** "Account statement": every bill, receipt, refund, deposit and credit note with the running balance. */
export function AccountStatementButton({ patientId }: { patientId: string }) {
  const [open, setOpen] = useState(false);
  const account = useQuery({ ...billingQueries.account(patientId), enabled: open });
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        Account statement
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} size="xl" title="Account statement">
        <QueryState
          query={account}
          error="Failed to load the account. Please try again."
          loadingLabel="Loading the account"
        >
          {(a) => <Statement account={a} />}
        </QueryState>
      </Modal>
    </>
  );
}
