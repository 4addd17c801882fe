import type { IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '../../auth/api/use-can.ts';
import { CreditApprovalForm } from './credit-approval-form.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useBillPrint } from './bill-print-buttons.tsx';
import { FinalizeDialog } from './finalize-dialog.tsx';

function Step({ done, children }: { done: boolean; children: React.ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={done ? 'green' : 'gray'} size={22} radius="xl">
          {done ? <IconCheck size={14} /> : <IconClock size={14} />}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

/**
 * DISCHARGE: billing's clearance, which the ward's discharge waits on: the bill final (its original
 * printed as it is finalized; the ward initiates the discharge first so the last room days are on
 * it), nothing after it unbilled, and every bill settled or the balance allowed on credit.
 */
export function FolioDischarge({ view }: { view: IpBillView }) {
  const [finalizing, setFinalizing] = useState(false);
  const original = useBillPrint();
  const a = view.admission;
  const waiting = view.discounts.some((d) => d.status === 'Pending approval');
  const can = useCan();
  const lateSettled = view.afterFinal.charges === 0 && view.supplementary.every((b) => b.balancePaise <= 0);
  const canFinalize = !view.finalized && (a.dischargeInitiated || a.status !== 'Active') && !waiting;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <List spacing="sm" size="sm" center>
          <Step done={a.dischargeInitiated || a.status !== 'Active'}>Discharge initiated by the ward</Step>
          <Step done={!waiting}>No discount waiting for approval</Step>
          <Step done={view.finalized !== null}>
            {view.finalized
              ? `Bill ${view.finalized.number} finalized ${formatDateTime(view.finalized.finalizedAt)}`
              : 'Bill finalized'}
          </Step>
          <Step done={lateSettled}>
            {view.afterFinal.charges > 0
              ? `${view.afterFinal.charges} charges after the final bill to put on a supplementary bill`
              : 'Nothing billed after the final bill left unpaid'}
          </Step>
          <Step done={view.finalized !== null && view.balancePaise <= 0 && lateSettled}>
            {view.balancePaise > 0
              ? `Patient's balance ${formatPaise(view.balancePaise)} to collect, or credit allowed`
              : view.finalized && lateSettled
                ? "Patient's share settled: billing clearance given"
                : "Patient's share settled"}
          </Step>
          <Step done={a.status === 'Discharged'}>
            {a.dischargedAt ? `Discharged ${formatDateTime(a.dischargedAt)}` : 'Patient discharged by the ward'}
          </Step>
        </List>
        {view.finalized && view.balancePaise > 0 && a.status === 'Active' && can('bills.credit.approve') && (
          <CreditApprovalForm admissionId={a._id} balancePaise={view.balancePaise} />
        )}
        {!view.finalized && (
          <Group>
            <Button color="red" onClick={() => setFinalizing(true)} disabled={!canFinalize}>
              Finalize bill
            </Button>
            {!canFinalize && (
              <Text size="sm" c="dimmed">
                {waiting ? 'Decide the waiting discount first.' : 'The ward initiates the discharge first.'}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      {finalizing && (
        <FinalizeDialog
          view={view}
          onClose={() => setFinalizing(false)}
          onFinalized={(bill) => original.print({ bill, paper: 'A4', copy: 'original' })}
        />
      )}
      {original.element}
    </Paper>
  );
}
