import { BED_CLASS_LABELS, type IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { packageQueries, useApplyPackage } from '../api/packages.queries.ts';
import { PackageChangeDialog, packageOption } from './package-change-dialog.tsx';

/** The stay's earlier packages: which, what happened to it, by whom, when and why. */
function PackageHistory({ admissionId }: { admissionId: string }) {
  const history = useQuery(packageQueries.ofStay(admissionId));
  const ended = (history.data ?? []).filter((p) => p.status !== 'Active');
  if (ended.length === 0) return null;
  return (
    <Stack gap={2} aria-label="Earlier packages">
      {ended.map((p) => (
        <Text key={p._id} size="sm" c="dimmed">
          {p.terms.code} {p.status.toLowerCase()} by {p.endedByName} on {p.endedAt ? formatDateTime(p.endedAt) : ''}:{' '}
          {p.reason}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The stay's package: its price for the room category, what it covers on the bill as it stands
 * and the extras; the billing desk puts one on, and changing or breaking it is a permission of
 * its own. Nothing moves once the bill is finalized.
 */
export function FolioPackage({ view }: { view: IpBillView }) {
  const can = useCan();
  const admissionId = view.admission._id;
  const master = useQuery(packageQueries.master());
  const [choice, setChoice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'change' | 'break' | null>(null);
  const apply = useApplyPackage(admissionId);
  const locked = view.finalized !== null;
  const current = view.package;
  const offered = (master.data ?? []).filter((p) => p.isActive);
  const putOn = async () => {
    if (!choice) return;
    try {
      await apply.mutateAsync({ packageId: choice });
      toast.success('Package applied');
      setChoice(null);
    } catch (err) {
      failed(err, 'Failed to apply the package. Please try again.');
    }
  };
  return (
    <Paper withBorder p="md" radius="md" aria-label="Stay package">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Package
        </Title>
        {current ? (
          <>
            <Group gap="xs">
              <Text fw={600}>
                {current.terms.code} — {current.terms.name} ({BED_CLASS_LABELS[current.terms.bedClass]})
              </Text>
              <Badge variant="light">{formatPaise(current.terms.pricePaise)}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Put on by {current.appliedByName} on {formatDateTime(current.appliedAt)}
            </Text>
            {current.includedValuePaise !== null && (
              <Text size="sm">
                Covers items worth {formatPaise(current.includedValuePaise)} on the bill as it stands; extras billed:{' '}
                {formatPaise(current.extrasPaise ?? 0)}.
              </Text>
            )}
            {!locked && can('packages.change') && (
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setDialog('change')}>
                  Change package
                </Button>
                <Button size="xs" variant="default" color="red" onClick={() => setDialog('break')}>
                  Break package
                </Button>
              </Group>
            )}
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              No package: the stay is billed item by item.
            </Text>
            {!locked && can('packages.apply') && (
              <Group align="flex-end" gap="xs">
                <Select
                  label="Package"
                  placeholder="Choose a package"
                  searchable
                  w={360}
                  data={offered.map(packageOption)}
                  value={choice}
                  onChange={setChoice}
                />
                <Button onClick={() => void putOn()} disabled={!choice || apply.isPending}>
                  {apply.isPending ? 'Processing...' : 'Apply package'}
                </Button>
              </Group>
            )}
          </>
        )}
        <PackageHistory admissionId={admissionId} />
      </Stack>
      {dialog && current && (
        <PackageChangeDialog
          admissionId={admissionId}
          mode={dialog}
          packages={master.data ?? []}
          currentId={current.packageId}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
