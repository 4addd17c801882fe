import type { IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { BillPrintButton, useBillPrint } from './bill-print-buttons.tsx';
import { DepositForm } from './deposit-form.tsx';
import { FinalizeDialog } from './finalize-dialog.tsx';
import { FolioFigures } from './folio-summary.tsx';
import { IpBillSections } from './ip-bill-sections.tsx';
import { SupplementaryBills } from './supplementary-bills.tsx';

/**
 * One stay's IP bill (001 §2 "bill"): sections, totals, deposits, print provisional, finalize
 * once, and the original of the final bill printed as it is finalized.
 */
export function IpBillPanel({ view }: { view: IpBillView }) {
  const [finalizing, setFinalizing] = useState(false);
  const original = useBillPrint();
  const client = useQueryClient();
  const finalized = view.finalized;
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {view.patient.name}
            </Title>
            <Text>
              {view.patient.mrn} · {view.admission.ipNumber} · admitted {formatDateTime(view.admission.admittedAt)}
            </Text>
            <Text size="sm" c="dimmed">
              Room days by {view.roomDayRule === 'midnight' ? 'midnight census' : '24-hour cycles'}
            </Text>
          </Stack>
          {finalized ? (
            <Badge color="green" size="lg">
              Finalized {finalized.number}
            </Badge>
          ) : (
            <Badge size="lg">Provisional</Badge>
          )}
        </Group>
      </Paper>
      <IpBillSections lines={view.lines} />
      <Paper withBorder p="md" radius="md">
        <FolioFigures view={view} />
        {view.deposits.length > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            {view.deposits.map((d) => `${d.receiptNumber} ${d.mode} ${formatPaise(d.amountPaise)}`).join(' · ')}
          </Text>
        )}
      </Paper>
      <SupplementaryBills view={view} />
      {!finalized && (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Payment / Deposit
          </Title>
          <DepositForm admissionId={view.admission._id} />
        </Paper>
      )}
      <Group justify="flex-end">
        <Button component={Link} variant="light" to={`/billing/patient-bill?admission=${view.admission._id}`}>
          Patient bill
        </Button>
        <BillPrintButton view={view} />
        {!finalized && (
          <Button
            color="red"
            onClick={() => setFinalizing(true)}
            disabled={!view.admission.dischargeInitiated && view.admission.status === 'Active'}
            title={view.admission.dischargeInitiated ? undefined : 'Initiate the discharge first'}
          >
            Finalize bill
          </Button>
        )}
      </Group>
      {!finalized && !view.admission.dischargeInitiated && (
        <Text size="sm" c="dimmed" ta="right">
          The bill is finalized once the ward initiates the discharge.
        </Text>
      )}
      {finalizing && (
        <FinalizeDialog
          view={view}
          onFinalized={(bill) => original.print({ bill, paper: 'A4', copy: 'original' })}
          onClose={() => {
            setFinalizing(false);
            void client.invalidateQueries({ queryKey: ['billing'] });
          }}
        />
      )}
      {original.element}
    </Stack>
  );
}
