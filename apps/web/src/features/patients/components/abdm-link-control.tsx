import type { AbdmLink } from '@clinic/shared/abdm';
import type { Patient } from '@clinic/shared/patients';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format.ts';
import { abdmLinkQueries, useLinkToAbdm } from '../api/health-records.queries.ts';

const SAID: Record<AbdmLink['status'], (l: AbdmLink) => string> = {
  'asked-token': () => 'Waiting for ABDM to issue a link token…',
  linking: (l) => `Sending ${l.careContexts} care contexts to ABDM…`,
  linked: (l) => `Linked to the patient's ABHA on ${formatDateTime(l.at)} (${l.careContexts} care contexts).`,
  failed: (l) => `Linking failed: ${l.detail || 'ABDM gave no reason; try again'}`,
};

/**
 * Links the patient's care contexts to their ABHA through the ABDM gateway, so they appear in the
 * patient's PHR app and can be asked for with consent. Shown only when the hospital has the
 * gateway set up and the patient has an ABHA number and address.
 */
export function AbdmLinkControl({ patient }: { patient: Patient }) {
  const state = useQuery(abdmLinkQueries.state(patient._id));
  const link = useLinkToAbdm(patient._id);
  if (!state.data?.enabled || !patient.abhaNumber || !patient.abhaAddress) return null;
  const current = state.data.link;
  const busy = current?.status === 'asked-token' || current?.status === 'linking';
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="md">
        <Text size="sm" role="status" c={current?.status === 'failed' ? 'red' : undefined}>
          {current ? SAID[current.status](current) : 'Not linked to the ABHA yet.'}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLink size={14} />}
          loading={link.isPending || busy}
          // A refusal leaves the request marked failed on the server: read its status either way.
          onClick={() => link.mutate(undefined, { onSettled: () => void state.refetch() })}
          style={{ flexShrink: 0 }}
        >
          {current?.status === 'linked' ? 'Link new records' : 'Link records to ABHA'}
        </Button>
      </Group>
      {/* A refusal the status line already gives is not said twice. */}
      {link.error && link.error.message !== current?.detail && (
        <Alert color="red" role="alert" p="xs" mb="sm">
          {link.error.message}
        </Alert>
      )}
    </>
  );
}
