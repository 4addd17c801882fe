import type { CaseDetail } from '@clinic/shared/radiology';
import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { radiologyQueries, useAssign } from '../api/radiology.queries.ts';

/** Who takes the study and who reports it: staff with the radiology role. */
export function AssignmentForm({ detail }: { detail: CaseDetail }) {
  const staff = useQuery(radiologyQueries.staff());
  const [technicianId, setTechnician] = useState<string | null>(detail.technician?._id ?? null);
  const [radiologistId, setRadiologist] = useState<string | null>(detail.radiologist?._id ?? null);
  const assign = useAssign(detail._id);
  const options = (staff.data ?? []).map((s) => ({ value: s._id, label: s.name }));
  const save = async () => {
    try {
      await assign.mutateAsync({ technicianId, radiologistId });
      toast.success('Assignment saved');
    } catch (err) {
      failed(err, 'Failed to save the assignment. Please try again.');
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <Select label="Technician" data={options} value={technicianId} onChange={setTechnician} clearable w={240} />
      <Select label="Radiologist" data={options} value={radiologistId} onChange={setRadiologist} clearable w={240} />
      <Button variant="light" onClick={() => void save()} disabled={assign.isPending}>
        {assign.isPending ? 'Saving...' : 'Assign'}
      </Button>
    </Group>
  );
}
