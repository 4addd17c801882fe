import { fullName, MIN_SEARCH_LENGTH, type PatientSummary } from '@clinic/shared/patients';
import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { patientQueries, type PatientListFilters } from '../../patients/api/patients.queries.ts';

const LIMIT = 10;

/**
 * What the typed text asks the patient master for: ten digits are a phone number; a word with a
 * digit may be an MRN ("MRN-000123", "123"); words of three letters or more a name. A word that
 * could be either is looked up both ways. Empty while there is nothing worth sending.
 */
export function patientLookups(typed: string): PatientListFilters[] {
  const text = typed.trim();
  if (/^\d{10}$/.test(text)) return [{ search: text, limit: LIMIT }];
  const byMrn = /\d/.test(text) && !/\s/.test(text) ? [{ mrn: text, limit: LIMIT }] : [];
  const byName = text.split(/\s+/).some((w) => w.length >= MIN_SEARCH_LENGTH) ? [{ search: text, limit: LIMIT }] : [];
  return [...byMrn, ...byName];
}

const labelOf = (p: PatientSummary) => `${fullName(p)} · ${p.mrn} · ${p.age} y ${p.gender} · ${p.phone}`;

/**
 * The counter's optional link to the patient master: search by name, MRN or phone and pick the
 * registered patient the medicines are for; clearing it makes the sale a walk-in's again.
 */
export function RegisteredPatientPicker({
  patient,
  onPick,
}: {
  patient: PatientSummary | null;
  onPick: (patient: PatientSummary | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, 250);
  // Once picked, the box shows the patient's label: that is not a new search.
  const lookups = patient && typed === labelOf(patient) ? [] : patientLookups(typed);
  const found = useQueries({ queries: lookups.map((filters) => patientQueries.list(filters)) });
  const rows = found
    .flatMap((q) => q.data?.data ?? [])
    .filter((p, i, all) => all.findIndex((q) => q._id === p._id) === i);
  const searching = found.some((q) => q.isFetching);
  const options = patient && !rows.some((p) => p._id === patient._id) ? [patient, ...rows] : rows;
  return (
    <Group align="flex-end" gap="sm" mb="sm" wrap="nowrap">
      <Select
        label="Registered patient"
        description="Optional: fills the details below and checks the patient's allergies"
        placeholder="Walk-in · search by name, MRN or phone"
        leftSection={<IconSearch size={16} />}
        searchable
        clearable
        allowDeselect={false}
        clearButtonProps={{ 'aria-label': 'Clear the registered patient' }}
        searchValue={search}
        onSearchChange={setSearch}
        // The server has already matched the name, MRN or phone; the labels need not contain the text.
        filter={({ options: all }) => all}
        data={options.map((p) => ({ value: p._id, label: labelOf(p) }))}
        value={patient?._id ?? null}
        onChange={(id) => onPick(options.find((p) => p._id === id) ?? null)}
        nothingFoundMessage={
          lookups.length === 0 ? 'Type a name, an MRN or a phone number' : searching ? 'Searching…' : 'No patient found'
        }
        flex={1}
        maw={640}
      />
      {patient && (
        // Mantine's clear cross is mouse-only (no tab stop): the keyboard gets a button of its own.
        <Button variant="default" onClick={() => onPick(null)}>
          Sell as walk-in
        </Button>
      )}
    </Group>
  );
}
