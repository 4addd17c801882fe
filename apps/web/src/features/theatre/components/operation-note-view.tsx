import type { OperationNote } from '@clinic/shared/theatre';
import { Table } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';

/** A completed surgery's operation note, as the surgeon wrote it. */
export function OperationNoteView({ note }: { note: OperationNote }) {
  const rows: [string, string][] = [
    ['Pre-operative diagnosis', note.preOpDiagnosis],
    ['Post-operative diagnosis', note.postOpDiagnosis],
    ['Procedure done', note.procedureDone],
    ['Findings', note.findings || '—'],
    [
      'Implants',
      note.implants
        .map((i) =>
          [i.name, i.batch && `batch ${i.batch}`, i.serial && `serial ${i.serial}`].filter(Boolean).join(', '),
        )
        .join('; ') || '—',
    ],
    ['Complications', note.complications || '—'],
    ['Blood loss', `${note.bloodLossMl} ml`],
    ['In / out of theatre', `${note.inTheatreAt} – ${note.outOfTheatreAt}`],
    ['Anaesthesia', `${note.anaesthesiaStartAt} – ${note.anaesthesiaEndAt}`],
    ['Written by', `${note.writtenBy}, ${formatDateTime(note.writtenAt)}`],
  ];
  return (
    <Table withRowBorders={false} aria-label="Operation note">
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w={200}>{k}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
