import type { AdmissionDetail } from '@clinic/shared/admissions';
import { Paper, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdmissionHeader } from './admission-header.tsx';
import { AdmissionStays } from './admission-stays.tsx';
import { CareOrdersPanel } from './care-orders-panel.tsx';
import { DischargePanel } from './discharge-panel.tsx';
import { IntakeOutputPanel } from './intake-output-panel.tsx';
import { MarPanel } from './mar-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { TransferForm } from './transfer-form.tsx';
import { useStayPermissions } from './use-stay-permissions.ts';
import { VitalsPanel } from './vitals-panel.tsx';
import { WardOrdersPanel } from './ward-orders-panel.tsx';

/**
 * One stay (000 §2.6's admission note patient screen): the patient and bed at the top, then
 * vitals with NEWS2, the MAR, procedures, diet and nursing orders, lab tests and imaging, notes, the bed history, and discharge.
 */
export function AdmissionOverview({
  admission: a,
  alerts,
  labResults,
}: {
  admission: AdmissionDetail;
  /** The lab's critical values for this stay, shown above the tabs (composed by the route). */
  alerts?: ReactNode;
  /** The patient's lab results, shown under the ward's orders. */
  labResults?: ReactNode;
}) {
  const { canRecordVitals, canOrderMedicines, canChart, canOrderTests, canOrderCare, canCompleteCare, canTransfer } =
    useStayPermissions();
  const active = a.status === 'Active';
  return (
    <Stack gap="md">
      <AdmissionHeader admission={a} />
      {alerts}
      <Tabs defaultValue="vitals" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="vitals">Vitals</Tabs.Tab>
          <Tabs.Tab value="medications">Medications</Tabs.Tab>
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          <Tabs.Tab value="lab">Lab tests</Tabs.Tab>
          <Tabs.Tab value="notes">Observations &amp; notes</Tabs.Tab>
          <Tabs.Tab value="beds">Bed history</Tabs.Tab>
          <Tabs.Tab value="discharge">Discharge</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vitals">
          <Stack gap="md">
            <VitalsPanel admissionId={a._id} canRecord={active && canRecordVitals} />
            <IntakeOutputPanel admissionId={a._id} canRecord={active && canRecordVitals} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="medications">
          <MarPanel
            admissionId={a._id}
            patientId={a.patientId}
            active={active}
            canOrder={canOrderMedicines}
            canChart={canChart}
          />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <CareOrdersPanel admissionId={a._id} active={active} canOrder={canOrderCare} canComplete={canCompleteCare} />
        </Tabs.Panel>
        <Tabs.Panel value="lab">
          <Stack gap="md">
            <WardOrdersPanel admissionId={a._id} canOrder={active && canOrderTests} />
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Lab results
              </Title>
              {labResults}
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <NotesPanel admissionId={a._id} discharged={!active} />
        </Tabs.Panel>
        <Tabs.Panel value="beds">
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Title order={3} size="h5" mb="sm">
                Bed history
              </Title>
              <AdmissionStays stays={a.stays} />
            </Paper>
            {active && canTransfer && (
              <Paper withBorder p="md" radius="md">
                <Title order={3} size="h5" mb="sm">
                  Transfer to another bed
                </Title>
                <TransferForm admissionId={a._id} />
              </Paper>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="discharge">
          <DischargePanel admission={a} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
