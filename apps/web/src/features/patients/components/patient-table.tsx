import { fullName, type PatientSummary } from '@clinic/shared/patients';
import { Anchor, Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router';

/** The patient master's table: MRN, Name, Age, Gender, Phone Number, Action (000 §2.3). */
export function PatientTable({ patients }: { patients: PatientSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>MRN</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Phone Number</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td ff="monospace">{p.mrn}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/reception/patient-record/${p._id}`} fw={600}>
                  {fullName(p)}
                </Anchor>
              </Table.Td>
              <Table.Td>{p.age} Y</Table.Td>
              <Table.Td>{p.gender}</Table.Td>
              <Table.Td>{p.phone}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/reception/book-appointment/${p._id}`}
                    size="compact-sm"
                    variant="light"
                  >
                    Book Appointment
                  </Button>
                  <Button component={Link} to={`/reception/admit-patient/${p._id}`} size="compact-sm" variant="subtle">
                    Admit
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
