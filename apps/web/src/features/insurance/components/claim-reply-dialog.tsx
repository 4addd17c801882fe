import type { ClaimCase } from '@clinic/shared/insurance';
import { ClaimMoveDialog } from './claim-move-dialog.tsx';

/**
 * The payer's answer to a request: an approval (the total approved so far, not the increase),
 * a query, or a rejection, with the payer's note and reference.
 */
export function ClaimReplyDialog({
  admissionId,
  claim,
  onClose,
}: {
  admissionId: string;
  claim: ClaimCase;
  onClose: () => void;
}) {
  return (
    <ClaimMoveDialog
      admissionId={admissionId}
      claim={claim}
      title="Record payer's reply"
      choices={['Approved', 'Partial', 'Queried', 'Rejected']}
      amount={{
        label: 'Total approved so far',
        shownFor: ['Approved', 'Partial'],
        initialPaise: claim.requestedPaise,
      }}
      withReference
      submitLabel="Record reply"
      done="Payer's reply recorded"
      onClose={onClose}
    />
  );
}
