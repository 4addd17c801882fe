import type { ClaimCase } from '@clinic/shared/insurance';
import { claimStatus } from '@clinic/shared/status';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { useEditClaim } from '../api/claims.queries.ts';
import { ClaimEnhancementForm } from './claim-enhancement-form.tsx';
import { ClaimMoveDialog } from './claim-move-dialog.tsx';
import { ClaimReplyDialog } from './claim-reply-dialog.tsx';
import { ClaimRequestForm } from './claim-request-form.tsx';

type Dialog = 'edit' | 'send' | 'reply' | 'answer' | 'enhance' | 'final' | 'again' | 'cancel';
/** A dialog open, or the request form opened from one, going back to it when closed. */
type Open = Dialog | { editThen: Dialog };

function EditRequest({ admissionId, claim, onClose }: { admissionId: string; claim: ClaimCase; onClose: () => void }) {
  const edit = useEditClaim(admissionId, claim._id);
  return (
    <ClaimRequestForm
      title={`Edit request · ${claim.number}`}
      request={claim.request}
      submitLabel="Save request"
      busy={edit.isPending}
      save={async (request) => {
        await edit.mutateAsync(request);
        toast.success('Request saved');
      }}
      onClose={onClose}
    />
  );
}

/**
 * What the desk can do with a case in its state, each in a small dialog: send a draft, record
 * the payer's reply, answer a query, ask for more or for the final approval, send a rejected
 * request again, or cancel. `billPaise` is the running bill, shown beside the final request (the
 * payer is asked for the request's estimate, which the desk raises to the bill when it differs).
 */
export function ClaimActions({
  admissionId,
  claim,
  billPaise,
  closeOnly = false,
}: {
  admissionId: string;
  claim: ClaimCase;
  billPaise: number | null;
  /** The stay is no longer billed to this claim's cover: it can only be cancelled (as the server allows). */
  closeOnly?: boolean;
}) {
  const [dialog, setDialog] = useState<Open | null>(null);
  const close = () => setDialog(null);
  // A closed-off claim offers no state's actions: only Cancel below.
  const s = closeOnly ? 'Cancelled' : claim.status;
  const button = (label: string, to: Dialog, variant = 'light', color?: string) => (
    <Button size="xs" variant={variant} color={color} onClick={() => setDialog(to)}>
      {label}
    </Button>
  );
  const common = { admissionId, claim, onClose: close };
  return (
    <>
      <Group gap="xs">
        {s === 'Draft' && button('Send to payer', 'send', 'filled')}
        {(s === 'Draft' || s === 'Rejected') && button('Edit request', 'edit')}
        {(s === 'Requested' || s === 'Answered') && button("Record payer's reply", 'reply', 'filled')}
        {s === 'Queried' && button('Answer query', 'answer', 'filled')}
        {(s === 'Approved' || s === 'Partial') && (
          <>
            {button('Ask for enhancement', 'enhance', 'filled')}
            {button('Ask for final approval', 'final')}
          </>
        )}
        {s === 'Rejected' && button('Send again', 'again', 'filled')}
        {claimStatus.canMove(claim.status, 'Cancelled') && button('Cancel request', 'cancel', 'subtle', 'red')}
      </Group>
      {dialog === 'edit' && <EditRequest {...common} />}
      {typeof dialog === 'object' && dialog !== null && (
        <EditRequest {...common} onClose={() => setDialog(dialog.editThen)} />
      )}
      {dialog === 'send' && (
        <ClaimMoveDialog
          {...common}
          title="Send to payer"
          choices={['Requested']}
          stage="Pre-auth"
          sentAmountPaise={claim.requestedPaise}
          withReference
          submitLabel="Mark as sent"
          done="Request sent: the payer's clock has started"
        />
      )}
      {dialog === 'reply' && <ClaimReplyDialog {...common} />}
      {dialog === 'answer' && (
        <ClaimMoveDialog
          {...common}
          title="Answer query"
          choices={['Answered']}
          submitLabel="Mark answer as sent"
          done="Answer recorded"
        >
          <Button size="xs" variant="subtle" onClick={() => setDialog({ editThen: 'answer' })}>
            Change the request first
          </Button>
        </ClaimMoveDialog>
      )}
      {dialog === 'enhance' && <ClaimEnhancementForm {...common} />}
      {dialog === 'final' && (
        <ClaimMoveDialog
          {...common}
          title="Ask for final approval"
          choices={['Requested']}
          stage="Final"
          sentAmountPaise={claim.requestedPaise}
          withReference
          submitLabel="Mark as sent"
          done="Final approval asked"
        >
          <Text size="sm">
            The payer is asked to approve the request's {formatPaise(claim.requestedPaise)}
            {billPaise !== null ? `; the running bill is ${formatPaise(billPaise)}` : ''}.
          </Text>
          <Button size="xs" variant="subtle" onClick={() => setDialog({ editThen: 'final' })}>
            Change the request first
          </Button>
        </ClaimMoveDialog>
      )}
      {dialog === 'again' && (
        <ClaimMoveDialog
          {...common}
          title="Send again"
          choices={['Requested']}
          stage={claim.stage}
          sentAmountPaise={claim.requestedPaise}
          withReference
          submitLabel="Mark as sent"
          done="Request sent again"
        />
      )}
      {dialog === 'cancel' && (
        <ClaimMoveDialog
          {...common}
          title="Cancel request"
          choices={['Cancelled']}
          submitLabel="Cancel request"
          color="red"
          done="Request cancelled"
        />
      )}
    </>
  );
}
