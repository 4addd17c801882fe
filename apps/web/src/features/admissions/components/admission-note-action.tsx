import type { Admission } from '@clinic/shared/admissions';
import { admissionStatus } from '@clinic/shared/status';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/**
 * 000 §4's admission states on the admission note list: an active stay offers the
 * "Administrator patient" action; a discharged one shows the Discharged badge, View details and
 * the discharge date. Both open the stay's screen.
 */
export function AdmissionNoteAction({ admission: a }: { admission: Admission }) {
  const to = `/nurse/admission-note-patient/${a._id}`;
  if (a.status === 'Active')
    return (
      <Anchor component={Link} to={to} size="sm">
        Administrator patient
      </Anchor>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <StatusBadge machine={admissionStatus} status={a.status} />
      <Anchor component={Link} to={to} size="sm">
        View details
      </Anchor>
      {a.dischargedOn && (
        <Text size="xs" c="dimmed">
          {formatDate(a.dischargedOn)}
        </Text>
      )}
    </Group>
  );
}
