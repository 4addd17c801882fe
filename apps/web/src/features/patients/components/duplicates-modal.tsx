import { fullName, type PatientSummary } from '@clinic/shared/patients';
import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Possible duplicates found before saving: open one of them, or save the new patient anyway. */
export function DuplicatesModal({
  candidates,
  busy,
  onSaveAnyway,
  onClose,
}: {
  candidates: PatientSummary[];
  busy: boolean;
  onSaveAnyway: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={candidates.length > 0} onClose={onClose} title="Possible duplicate patient" size="lg" centered>
      <Stack>
        <Text size="sm">
          These registered patients have the same phone number and a similar name, or the same national ID. Open the
          existing record instead of registering the patient twice.
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>MRN</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Age</Table.Th>
              <Table.Th>Phone</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {candidates.map((p) => (
              <Table.Tr key={p._id}>
                <Table.Td>{p.mrn}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/reception/patient-record/${p._id}`}>
                    {fullName(p)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{p.age} Y</Table.Td>
                <Table.Td>{p.phone}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back to the form
          </Button>
          <Button color="orange" onClick={onSaveAnyway} loading={busy}>
            Save as a new patient
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
