import { HEALTH_DOCUMENT_LABELS } from '@clinic/shared/abdm';
import type { Patient } from '@clinic/shared/patients';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { healthDocumentUrl, healthRecordQueries } from '../api/health-records.queries.ts';
import { AbdmLinkControl } from './abdm-link-control.tsx';

/**
 * The patient's records as ABDM health documents (FHIR R4, national profiles): one row per care
 * context (visit, stay, lab order, study, bill), each document a download.
 */
export function HealthRecordsPanel({ patient }: { patient: Patient }) {
  const records = useQuery(healthRecordQueries.list(patient._id));
  const abha = [patient.abhaNumber, patient.abhaAddress].filter(Boolean).join(' · ');
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" mb="sm">
        {abha
          ? `Documents carry the patient's ABHA (${abha}).`
          : 'No ABHA on record: the documents name the patient by MRN only. Add the ABHA number to share through ABDM.'}{' '}
        Each is a FHIR R4 document to the national (NRCeS) profile, shared only with the patient's consent.
      </Text>
      <AbdmLinkControl patient={patient} />
      <QueryState query={records} error="Failed to load the health records. Please try again.">
        {({ contexts }) =>
          contexts.length === 0 ? (
            <Text size="sm">No visit, report, stay or bill to share yet.</Text>
          ) : (
            <Table aria-label="Health records" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Care context</Table.Th>
                  <Table.Th>Documents (FHIR JSON)</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contexts.map((c) => (
                  <Table.Tr key={`${c.kind}-${c.id}`}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.at)}</Table.Td>
                    <Table.Td>{c.label}</Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        {c.documents.map((type) => (
                          <Button
                            key={type}
                            component="a"
                            href={healthDocumentUrl(patient._id, c.kind, c.id, type)}
                            download
                            size="xs"
                            variant="light"
                            leftSection={<IconDownload size={14} />}
                            aria-label={`Download the ${HEALTH_DOCUMENT_LABELS[type].toLowerCase()} of ${c.label}`}
                          >
                            {HEALTH_DOCUMENT_LABELS[type]}
                          </Button>
                        ))}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
    </Paper>
  );
}
