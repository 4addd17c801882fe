import { MIN_SEARCH_LENGTH, SEARCH_TOO_SHORT } from '@clinic/shared/patients';
import { Anchor, Button, Group, Paper, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import { useSearchShortcut } from '../../../components/shortcuts/use-search-shortcut.ts';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { AdmissionsList } from '../../../features/admissions/components/admissions-list.tsx';
import { patientQueries } from '../../../features/patients/api/patients.queries.ts';
import { PatientTable } from '../../../features/patients/components/patient-table.tsx';

const PAGE_SIZE = 20;

/** Whether a name search is long enough to send (the server refuses 1–2 characters). */
function usableSearch(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return trimmed.split(/\s+/).some((w) => w.length >= MIN_SEARCH_LENGTH) || /^\d{10}$/.test(trimmed)
    ? trimmed
    : undefined;
}

export function PatientMasterPage() {
  const [tab, setTab] = useState<'out' | 'in'>('out');
  const searchRef = useSearchShortcut('Search patients by name or phone', () => setTab('out'));

  return (
    <>
      <PageHeader
        title="Patient Master"
        actions={
          <Button component={Link} to="/reception/new-patient-registration" leftSection={<IconPlus size={16} />}>
            New patient registration
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Tabs value={tab} onChange={(value) => setTab(value === 'in' ? 'in' : 'out')} mb="md">
          <Tabs.List>
            <Tabs.Tab value="out">Out Patient</Tabs.Tab>
            <Tabs.Tab value="in">In Patient</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === 'in' ? (
          <AdmissionsList
            status="Active"
            link={(a) => `/reception/patient-record/${a.patientId}`}
            empty="No patients found"
          />
        ) : (
          <OutPatients searchRef={searchRef} />
        )}
      </Paper>
    </>
  );
}

/** The Out Patient tab: the patient master searched by name or phone and MRN, keyset-paged. */
function OutPatients({ searchRef }: { searchRef: Ref<HTMLInputElement> }) {
  const [name, setName] = useState('');
  const [mrn, setMrn] = useState('');
  const [debouncedName] = useDebouncedValue(name, 300);
  const [debouncedMrn] = useDebouncedValue(mrn, 300);
  // Keyset paging: the cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const search = usableSearch(debouncedName);
  const tooShort = debouncedName.trim() !== '' && !search;
  const list = useQuery({
    ...patientQueries.list({
      search,
      mrn: debouncedMrn.trim() || undefined,
      admitted: 'false',
      cursor: cursors.at(-1),
      limit: PAGE_SIZE,
    }),
    enabled: !tooShort,
  });
  const resetPaging = () => setCursors([]);
  return (
    <>
      <Group mb="md" align="flex-start">
        <TextInput
          ref={searchRef}
          aria-label="Search by name"
          placeholder="Search by name or phone"
          leftSection={<IconSearch size={16} />}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            resetPaging();
          }}
          error={tooShort ? SEARCH_TOO_SHORT : undefined}
          w={300}
        />
        <TextInput
          aria-label="Search by MRN"
          placeholder="Search by MRN"
          value={mrn}
          onChange={(e) => {
            setMrn(e.currentTarget.value);
            resetPaging();
          }}
          w={200}
        />
      </Group>
      {tooShort ? null : list.isPending ? (
        <LoadingView />
      ) : list.isError ? (
        <ErrorPanel message="Failed to load patients. Please try again." onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyView
          message="No patients found"
          action={
            <Anchor component={Link} to="/reception/new-patient-registration">
              Register New Patient
            </Anchor>
          }
        />
      ) : (
        <>
          <PatientTable patients={list.data.data} />
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              Page {cursors.length + 1}
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={cursors.length === 0}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                Previous
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={!list.data.nextCursor}
                onClick={() => list.data.nextCursor && setCursors((c) => [...c, list.data.nextCursor as string])}
              >
                Next
              </Button>
            </Group>
          </Group>
        </>
      )}
    </>
  );
}
