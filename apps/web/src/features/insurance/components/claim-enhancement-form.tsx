import { estimateTotal, type ClaimCase, type ClaimRequest } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { Text } from '@mantine/core';
import { toast } from '../../../components/ui/toast.ts';
import { useEditClaim, useMoveClaim } from '../api/claims.queries.ts';
import { ClaimRequestForm } from './claim-request-form.tsx';

/**
 * Asks the payer for more: the desk raises the estimate, the request is saved, then sent again
 * as an enhancement carrying the new total.
 */
export function ClaimEnhancementForm({
  admissionId,
  claim,
  onClose,
}: {
  admissionId: string;
  claim: ClaimCase;
  onClose: () => void;
}) {
  const edit = useEditClaim(admissionId, claim._id);
  const move = useMoveClaim(admissionId, claim._id);
  const save = async (request: ClaimRequest) => {
    await edit.mutateAsync(request);
    await move.mutateAsync({
      to: 'Requested',
      stage: 'Enhancement',
      amountPaise: estimateTotal(request.estimate),
      note: '',
      reference: '',
    });
    toast.success('Enhancement sent to the payer');
  };
  return (
    <ClaimRequestForm
      title={`Ask for enhancement · ${claim.number}`}
      intro={
        <Text size="sm" c="dimmed">
          Approved so far {formatPaise(claim.approvedPaise)} of {formatPaise(claim.requestedPaise)} asked. Raise the
          estimate to what the stay now needs.
        </Text>
      }
      request={claim.request}
      submitLabel="Send enhancement"
      busy={edit.isPending || move.isPending}
      save={save}
      onClose={onClose}
    />
  );
}
