import { formatPaise, formatRupees, toPaise } from '@clinic/shared/money';
import { fullName, type PatientSummary } from '@clinic/shared/patients';
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode, type Ref } from 'react';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { patientQueries, useCancelCharge } from '../api/patients.queries.ts';
import { useCan } from '../../auth/api/use-can.ts';

/** Finds a patient by MRN (000 §2.4 messages) and reports them to the page; `inputRef` lets a search key focus the box. */
export function PatientByMrn({
  onFound,
  inputRef,
}: {
  onFound: (patient: PatientSummary | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const queryClient = useQueryClient();
  const [mrn, setMrn] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const search = async () => {
    setError(undefined);
    if (!mrn.trim()) {
      setError('Please enter an MRN');
      return onFound(undefined);
    }
    setBusy(true);
    try {
      const page = await queryClient.fetchQuery(patientQueries.list({ mrn: mrn.trim(), limit: 1 }));
      const found = page.data[0];
      if (!found) setError('Patient not found');
      onFound(found);
    } catch {
      setError('Failed to search for patient. Please try again.');
      onFound(undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void search();
      }}
    >
      <Group align="flex-start">
        <TextInput
          ref={inputRef}
          aria-label="Patient MRN"
          placeholder="Enter patient MRN"
          leftSection={<IconSearch size={16} />}
          value={mrn}
          onChange={(e) => {
            setMrn(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          w={260}
        />
        <Button type="submit" loading={busy}>
          Search
        </Button>
      </Group>
    </form>
  );
}

/** The selected patient and their pending charges, which billing will pick up; `actions` (Bill) sit beside the name. */
export function PatientCharges({
  patient,
  actions,
  canCancel = true,
}: {
  patient: PatientSummary;
  actions?: ReactNode;
  /** Cancelling a charge is reception's (`charges.cancel`); the billing desk's screen only bills. */
  canCancel?: boolean;
}) {
  const mayCancel = useCan()('charges.cancel') && canCancel;
  const charges = useQuery(patientQueries.charges(patient._id));
  const cancel = useCancelCharge(patient._id);
  return (
    <Paper withBorder p="md" radius="md" mt="md">
      <Stack gap="xs">
        <Group gap="xs">
          <Text fw={650}>{fullName(patient)}</Text>
          <Badge variant="light" ff="monospace">
            {patient.mrn}
          </Badge>
          <Text size="sm" c="dimmed">
            {patient.age} Y · {patient.gender} · {patient.phone}
          </Text>
          {actions && <Group ml="auto">{actions}</Group>}
        </Group>
        <QueryState
          query={charges}
          error="Failed to load the pending charges. Please try again."
          loadingLabel="Loading pending charges"
          isEmpty={(rows) => rows.length === 0}
          empty={<EmptyView message="No pending charges." />}
        >
          {(rows) => (
            <Table verticalSpacing="xs" fz="sm" aria-label="Pending charges">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th>Added</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c._id}>
                    <Table.Td>{c.serviceName}</Table.Td>
                    <Table.Td>{c.category}</Table.Td>
                    <Table.Td ta="right">{formatRupees(c.price)}</Table.Td>
                    <Table.Td>
                      {formatDateTime(c.createdAt)} · {c.createdBy}
                    </Table.Td>
                    <Table.Td>
                      {/* A department's charge is cancelled there, with its order. */}
                      {mayCancel && c.sourceArea === 'reception' && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            cancel.mutate(c._id, { onError: () => toast.error('Failed to cancel the charge') })
                          }
                        >
                          Cancel
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td colSpan={2} fw={650}>
                    Pending total
                  </Table.Td>
                  <Table.Td ta="right" fw={650}>
                    {/* Summed in paise: rupee floats drift (0.1 + 0.2). */}
                    {formatPaise(rows.reduce((sum, c) => sum + toPaise(c.price) * c.quantity, 0))}
                  </Table.Td>
                  <Table.Td colSpan={2} />
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
