import { CHANNEL_LABELS, LANGUAGE_LABELS } from '@clinic/shared/messages';
import type { Patient } from '@clinic/shared/patients';
import { Accordion, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={3} size="h6" c="teal.8" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
    </div>
  );
}

/**
 * The record's detail panel (000 §2.3): PATIENT INFO and ADDRESS, then collapsible sections.
 * `covers` is the page's list of the patient's insurance covers, shown under PAYER DETAILS.
 */
export function PatientDetails({ patient: p, covers }: { patient: Patient; covers?: ReactNode }) {
  const date = (v: string | null) => (v ? formatDate(v) : null);
  return (
    <Paper withBorder p="md" radius="md">
      <Block title="PATIENT INFO">
        <Item label="Family name" value={p.familyName} />
        <Item label="Grandfather name" value={p.grandfatherName} />
        <Item label="Marital status" value={p.maritalStatus} />
        <Item label="Patient category" value={p.patientCategory} />
        <Item label="Date of birth" value={date(p.dateOfBirth)} />
        <Item label="National ID" value={p.iquma} />
        <Item label="ABHA number" value={p.abhaNumber} />
        <Item label="ABHA address" value={p.abhaAddress} />
      </Block>
      <div style={{ height: 16 }} />
      <Block title="ADDRESS">
        <Item label="Address" value={p.address} />
        <Item label="City" value={p.city} />
        <Item label="State" value={p.state} />
        <Item label="Pin code" value={p.pinCode} />
        <Item
          label="Messages"
          value={
            p.messageChannel
              ? `${CHANNEL_LABELS[p.messageChannel]} in ${LANGUAGE_LABELS[p.messageLanguage]}${p.messageConsentAt ? `, agreed ${formatDate(p.messageConsentAt)}` : ''}`
              : 'No consent to messages'
          }
        />
      </Block>
      <Accordion mt="md" variant="contained" multiple defaultValue={[]}>
        <Accordion.Item value="additional">
          <Accordion.Control>ADDITIONAL DETAILS</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Item label="Blood group" value={p.bloodGroup} />
              <Item label="Occupation" value={p.occupation} />
              <Item label="Nationality" value={p.nationality} />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="payer">
          <Accordion.Control>PAYER DETAILS</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Item label="Insurance provider" value={p.insuranceProvider} />
              <Item label="Insurance ID" value={p.insuranceId} />
              <Item label="Insurance validity" value={date(p.insuranceValidity)} />
            </SimpleGrid>
            {covers}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="kin">
          <Accordion.Control>NEXT TO KIN DETAILS</Accordion.Control>
          <Accordion.Panel>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Item label="Name" value={p.emergencyContactName} />
              <Item label="Relationship" value={p.emergencyContactRelation} />
              <Item label="Phone" value={p.emergencyContactPhone} />
            </SimpleGrid>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Paper>
  );
}
