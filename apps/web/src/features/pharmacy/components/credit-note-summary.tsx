import type { CreditNote } from '@clinic/shared/pharmacy';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { CreditNotePrint } from './credit-note-print.tsx';

/** A credit note on screen, with its A5 and 80 mm print. */
export function CreditNoteSummary({ note: n }: { note: CreditNote }) {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const printer = usePrintJob((paper: PaperSize) => (
    <CreditNotePrint note={n} clinic={clinic.data} paper={paper} printedBy={me.data?.name ?? 'staff'} />
  ));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Credit note ${n.creditNoteNumber}`}>
      <Group justify="space-between">
        <div>
          <Title order={3} size="h5">
            Credit note {n.creditNoteNumber}
          </Title>
          <Text size="sm" c="dimmed">
            Against {n.billNumber} ·{' '}
            {n.lines
              .map((l) => `${l.quantity} × ${l.drugName} (${l.disposition === 'Restock' ? 'to stock' : 'quarantined'})`)
              .join(', ')}
          </Text>
        </div>
        <Group gap="xs">
          <Text fw={700}>Refund {formatPaise(n.totalPaise)}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={14} />}
            onClick={() => printer.print('A5')}
          >
            Print A5
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={14} />}
            onClick={() => printer.print('80mm')}
          >
            Print 80 mm
          </Button>
        </Group>
      </Group>
      {printer.element}
    </Paper>
  );
}
