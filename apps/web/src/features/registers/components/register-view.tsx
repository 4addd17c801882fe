import { REGISTERS, type RegisterKind } from '@clinic/shared/registers';
import type { Report } from '@clinic/shared/reports';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconDownload, IconPencil, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { quickRanges, RangeFields } from '../../../components/report/range-fields.tsx';
import { ReportPrint } from '../../../components/report/report-print.tsx';
import { ReportTable } from '../../../components/report/report-table.tsx';
import { registerFileUrl, registerQueries, useCorrectEntry, useMakeEntry } from '../api/registers.queries.ts';
import { RegisterEntryForm, valuesFrom } from './register-entry-form.tsx';

type Dialog = { kind: 'new' } | { kind: 'correct' } | null;

/**
 * A statutory register: the entries of a range in its prescribed columns (latest versions, each
 * correction named), a new entry, a correction of one (a new version, with why), XLSX and print.
 */
export function RegisterView({ register }: { register: RegisterKind }) {
  const title = REGISTERS[register].title;
  const today = useClinicToday();
  const can = useCan();
  const [values, , , setMany] = useSearchState(['from', 'to'] as const);
  const month = quickRanges(today)[2]!.range;
  const from = values.from || month[0];
  const to = values.to || month[1];
  const reads = can('registers.view');
  const list = useQuery({ ...registerQueries.list(register, from, to), enabled: reads && to >= from });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [mrn, setMrn] = useState('');
  const [serial, setSerial] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const make = useMakeEntry(register);
  const correct = useCorrectEntry(register);
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const report = (): Report | null =>
    list.data
      ? {
          key: register,
          title,
          from,
          to,
          filters: [],
          generatedAt: new Date().toISOString(),
          tables: [list.data.table],
          definitions: [],
        }
      : null;
  const printer = usePrintJob(() => {
    const r = report();
    return r ? <ReportPrint report={r} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} /> : null;
  });
  const chosen = list.data?.entries.find((e) => e.serial === serial);
  const close = () => {
    setDialog(null);
    setMrn('');
    setSerial(null);
    setReason('');
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Entries are never changed: a correction is a new version that says why"
        actions={
          <>
            {can(REGISTERS[register].write) && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'new' })}>
                New entry
              </Button>
            )}
            {can('registers.write') && (
              <>
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  disabled={!list.data?.entries.length}
                  onClick={() => setDialog({ kind: 'correct' })}
                >
                  Correct an entry
                </Button>
              </>
            )}
            {reads && (
              <>
                <Button
                  component="a"
                  href={registerFileUrl(register, from, to)}
                  download
                  variant="light"
                  leftSection={<IconDownload size={16} />}
                >
                  Export XLSX
                </Button>
                <Button
                  variant="default"
                  disabled={!list.data}
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => printer.print(null)}
                >
                  Print
                </Button>
              </>
            )}
          </>
        }
      />
      {!reads ? (
        <Alert color="blue" title="Entries go to the register">
          What you enter here is numbered and kept unchanged; those who keep the register read and correct it.
        </Alert>
      ) : (
        <Group gap="sm" align="flex-end" mb="md">
          <RangeFields from={from} to={to} today={today} onChange={setMany} />
        </Group>
      )}
      {!reads ? null : to < from ? (
        <Alert color="red">The end date must be on or after the start date</Alert>
      ) : (
        <QueryState query={list} error="Failed to load the register. Please try again.">
          {(data) => (
            <Paper withBorder p="md" radius="md">
              <ReportTable table={data.table} />
            </Paper>
          )}
        </QueryState>
      )}
      <Modal opened={dialog?.kind === 'new'} onClose={close} title={`New entry: ${title}`} size="xl">
        <RegisterEntryForm
          register={register}
          submitLabel="Enter in register"
          extra={
            <TextInput
              label="Patient's MRN"
              description="Links the entry to the patient's record"
              value={mrn}
              onChange={(e) => setMrn(e.currentTarget.value)}
            />
          }
          onCancel={close}
          onSubmit={async (details) => {
            const made = await make.mutateAsync({ details, ...(mrn.trim() ? { mrn: mrn.trim() } : {}) });
            toast.success(`Entered as ${made.serial}`);
            close();
          }}
        />
      </Modal>
      <Modal opened={dialog?.kind === 'correct'} onClose={close} title={`Correct an entry: ${title}`} size="xl">
        <Stack gap="sm">
          <Select
            label="Entry"
            placeholder="Choose the serial number"
            data={(list.data?.entries ?? []).map((e) => e.serial)}
            value={serial}
            onChange={setSerial}
          />
          {chosen && (
            <RegisterEntryForm
              key={chosen._id}
              register={register}
              initial={valuesFrom(register, chosen.details)}
              submitLabel="Save correction"
              extra={
                <Textarea
                  label="Why it is corrected"
                  withAsterisk
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                />
              }
              onCancel={close}
              onSubmit={async (details) => {
                const fixed = await correct.mutateAsync({ id: chosen._id, details, reason });
                toast.success(`${fixed.serial} corrected (version ${fixed.version})`);
                close();
              }}
            />
          )}
        </Stack>
      </Modal>
      {printer.element}
    </>
  );
}
