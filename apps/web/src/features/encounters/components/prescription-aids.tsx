import type { FavouriteDrug, PrescriptionTemplate } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { prescriptionTemplateQueries, useLastPrescription } from '../api/prescription-templates.queries.ts';
import type { ConsultationValues, PrescriptionRow } from './consultation-values.ts';
import { FavouriteDrugs } from './favourite-drugs.tsx';
import { medicinesCount, mergeLines, skippedNotes, templateLinesOf, type ReusedLine } from './prescription-lines.ts';
import { SaveTemplateDialog } from './save-template-dialog.tsx';
import { TemplatesMenu } from './templates-menu.tsx';

type Notice = { source: string; added: number; notes: string[] };

/**
 * Ways to write a prescription again: a template, a favourite drug, or the patient's last
 * prescription. Lines are added to the form as typed lines, so the form's checks (and the
 * server's allergy and duplicate-therapy checks on save) run on them as on any other.
 */
export function PrescriptionAids({
  patientId,
  form,
  drugs,
  onAdd,
}: {
  patientId: string;
  form: UseFormReturn<ConsultationValues>;
  drugs: Drug[];
  onAdd: (rows: PrescriptionRow[]) => void;
}) {
  const can = useCan();
  const templates = useQuery(prescriptionTemplateQueries.list);
  const favourites = useQuery(prescriptionTemplateQueries.favourites);
  const last = useLastPrescription(patientId);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const catalogue = useMemo(() => new Set(drugs.map((d) => d._id)), [drugs]);

  const add = (source: string, lines: ReusedLine[]) => {
    const merge = mergeLines(form.getValues('prescriptions'), lines, catalogue);
    if (merge.rows.length > 0) onAdd(merge.rows);
    setNotice({ source, added: merge.rows.length, notes: skippedNotes(merge) });
  };

  const applyTemplate = (template: PrescriptionTemplate) => {
    add(`Template "${template.name}"`, template.lines);
    if (template.advice && !form.getValues('advice').trim())
      form.setValue('advice', template.advice, { shouldDirty: true });
  };

  const pickFavourite = (favourite: FavouriteDrug) => {
    const merge = mergeLines(form.getValues('prescriptions'), [favourite], catalogue);
    if (merge.rows.length > 0) onAdd(merge.rows);
    else toast.error(skippedNotes(merge)[0] ?? `${favourite.drugName} was not added`);
  };

  const repeatLast = () =>
    last.mutate(undefined, {
      onSuccess: (found) => {
        if (!found) setNotice({ source: 'No earlier prescription for this patient', added: 0, notes: [] });
        else add(`Last prescription: ${found.doctorName}, ${formatDateTime(found.createdAt)}`, found.lines);
      },
      onError: (err) => failed(err, 'Failed to load the last prescription. Please try again.'),
    });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <TemplatesMenu
          query={templates}
          onApply={applyTemplate}
          onSaveAs={can('prescription-templates.manage') ? () => setSaving(true) : undefined}
        />
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconHistory size={14} />}
          loading={last.isPending}
          onClick={repeatLast}
        >
          Repeat last prescription
        </Button>
      </Group>
      <FavouriteDrugs favourites={favourites.data ?? []} onPick={pickFavourite} />
      {notice && (
        <Alert
          color={notice.notes.length > 0 ? 'yellow' : 'blue'}
          variant="light"
          p="xs"
          title={notice.source}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotice(null)}
          data-testid="prescription-notice"
        >
          <Text size="sm">{notice.added > 0 ? `Added ${medicinesCount(notice.added)}.` : 'Nothing added.'}</Text>
          {notice.notes.map((note) => (
            <Text key={note} size="sm">
              {note}
            </Text>
          ))}
        </Alert>
      )}
      {saving && (
        <SaveTemplateDialog
          opened
          onClose={() => setSaving(false)}
          lines={templateLinesOf(form.getValues('prescriptions'))}
          advice={form.getValues('advice')}
          department={templates.data?.department ?? null}
        />
      )}
    </Stack>
  );
}
