import type { IpBillView } from '@clinic/shared/billing';
import { Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BillPrintButton } from './bill-print-buttons.tsx';
import { stayFacts } from './stay-facts.ts';
import { FolioAuthorization } from './folio-authorization.tsx';
import { FolioClosure } from './folio-closure.tsx';
import { FolioContract } from './folio-contract.tsx';
import { FolioDetails } from './folio-details.tsx';
import { FolioDischarge } from './folio-discharge.tsx';
import { FolioDiscounts } from './folio-discounts.tsx';
import { FolioPackage } from './folio-package.tsx';
import { FolioPayments } from './folio-payments.tsx';
import { FolioSummary } from './folio-summary.tsx';

/** CONTRACT: who pays, and the package the stay is billed under. */
function ContractTab({ view }: { view: IpBillView }) {
  return (
    <Stack>
      <FolioContract view={view} />
      <FolioPackage view={view} />
    </Stack>
  );
}

/** The spec's eight tabs, in its order; the value is what the URL's `tab` holds. */
export const FOLIO_TABS = [
  { value: 'summary', label: 'BILL SUMMARY', Panel: FolioSummary },
  { value: 'details', label: 'BILL DETAILS', Panel: FolioDetails },
  { value: 'payment', label: 'PAYMENT / DEPOSIT', Panel: FolioPayments },
  { value: 'discount', label: 'DISCOUNT', Panel: FolioDiscounts },
  { value: 'authorization', label: 'AUTHORIZATION', Panel: FolioAuthorization },
  { value: 'contract', label: 'CONTRACT', Panel: ContractTab },
  { value: 'discharge', label: 'DISCHARGE', Panel: FolioDischarge },
  { value: 'closure', label: 'FOLIO CLOSURE', Panel: FolioClosure },
] as const;
export type FolioTab = (typeof FOLIO_TABS)[number]['value'];

function StateBadge({ view }: { view: IpBillView }) {
  if (view.closure) return <Badge color="gray">Closed</Badge>;
  if (view.finalized) return <Badge color="green">Finalized {view.finalized.number}</Badge>;
  return <Badge>Provisional</Badge>;
}

/**
 * A stay's whole account (001 §2 "patient-bill"), one tab at a time. `authorization` is what the
 * page shows on top of the AUTHORIZATION tab (the payer's pre-authorisation, from its own feature).
 */
export function PatientBill({
  view,
  tab,
  onTab,
  authorization,
}: {
  view: IpBillView;
  tab: FolioTab;
  onTab: (t: FolioTab) => void;
  authorization?: ReactNode;
}) {
  const waiting = view.discounts.filter((d) => d.status === 'Pending approval').length;
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {view.patient.name}
              </Title>
              <StateBadge view={view} />
            </Group>
            <Text>
              {view.patient.mrn} · {view.admission.ipNumber} · {view.patient.phone}
            </Text>
            <Text size="sm" c="dimmed">
              {stayFacts(view.admission)
                .filter((f) => f.label !== 'IP number')
                .map((f) => `${f.label}: ${f.value}`)
                .join(' · ')}
            </Text>
          </Stack>
          <BillPrintButton view={view} />
        </Group>
      </Paper>
      <Tabs
        value={tab}
        onChange={(v) => onTab((v ?? 'summary') as FolioTab)}
        keepMounted={false}
        styles={{ tab: { paddingInline: 10, fontSize: 13 } }}
      >
        <Tabs.List>
          {FOLIO_TABS.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              rightSection={
                t.value === 'authorization' && waiting > 0 ? (
                  <Badge size="xs" color="orange" circle>
                    {waiting}
                  </Badge>
                ) : undefined
              }
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FOLIO_TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === 'authorization' ? (
              <FolioAuthorization view={view} claims={authorization} />
            ) : (
              <Panel view={view} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
