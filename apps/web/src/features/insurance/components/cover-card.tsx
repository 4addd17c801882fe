import type { Coverage } from '@clinic/shared/insurance';
import { Button, FileButton } from '@mantine/core';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { readAsDataUrl } from '../../../lib/read-file.ts';
import { useAttachCard } from '../api/insurance.queries.ts';

/** Attaches the scan of a cover's ID card, or replaces the one attached (the cover shows a link to it). */
export function CoverCardButton({ cover }: { cover: Coverage }) {
  const attach = useAttachCard(cover.patientId, cover._id);
  const upload = async (file: File | null) => {
    if (!file) return;
    try {
      await attach.mutateAsync({ fileName: file.name, dataUrl: await readAsDataUrl(file) });
      toast.success('ID card attached');
    } catch (err) {
      failed(err, 'Failed to attach the ID card. Please try again.');
    }
  };
  return (
    <FileButton onChange={(f) => void upload(f)} accept="application/pdf,image/jpeg,image/png,image/webp">
      {(props) => (
        <Button
          {...props}
          size="compact-sm"
          variant="subtle"
          loading={attach.isPending}
          aria-label={`${cover.card ? 'Replace' : 'Attach'} the ID card of ${cover.payerName}`}
        >
          {cover.card ? 'New card' : 'Card'}
        </Button>
      )}
    </FileButton>
  );
}
