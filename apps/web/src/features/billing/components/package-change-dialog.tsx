import type { CarePackage } from '@clinic/shared/billing';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useApplyPackage, useBreakPackage } from '../api/packages.queries.ts';

/** A package's line in a list: its code and name. */
export const packageOption = (p: CarePackage) => ({ value: p._id, label: `${p.code} — ${p.name}` });

/**
 * Changes the stay's package for another, or breaks it (the stay is billed item by item again):
 * either needs a reason, which stays with the stay's package history.
 */
export function PackageChangeDialog({
  admissionId,
  mode,
  packages,
  currentId,
  onClose,
}: {
  admissionId: string;
  mode: 'change' | 'break';
  packages: CarePackage[];
  currentId: string;
  onClose: () => void;
}) {
  const [packageId, setPackageId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = useApplyPackage(admissionId);
  const breakOff = useBreakPackage(admissionId);
  const pending = apply.isPending || breakOff.isPending;
  const submit = async () => {
    setErrors({});
    if (mode === 'change' && !packageId) return setErrors({ packageId: 'Choose a package' });
    try {
      if (mode === 'change' && packageId) await apply.mutateAsync({ packageId, reason });
      else await breakOff.mutateAsync({ reason });
      toast.success(mode === 'change' ? 'Package changed' : 'Package broken: the stay is billed item by item');
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      failed(err, 'Failed to change the package. Please try again.');
    }
  };
  return (
    <Modal opened onClose={onClose} title={mode === 'change' ? 'Change package' : 'Break package'}>
      <Stack>
        {mode === 'change' && (
          <Select
            label="New package"
            withAsterisk
            searchable
            data={packages.filter((p) => p.isActive && p._id !== currentId).map(packageOption)}
            value={packageId}
            onChange={setPackageId}
            error={errors.packageId}
          />
        )}
        <Textarea
          label="Reason"
          withAsterisk
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={mode === 'break' ? 'red' : undefined} onClick={() => void submit()} disabled={pending}>
            {pending ? 'Processing...' : mode === 'change' ? 'Change package' : 'Break package'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
