import type { StayClaims } from '@clinic/shared/insurance';
import type { ClaimStatus } from '@clinic/shared/status';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { claimQueries, preauthBundleUrl, useStartClaim } from '../api/claims.queries.ts';
import { ClaimActions } from './claim-actions.tsx';
import { ClaimCaseCard } from './claim-case-card.tsx';
import { ClaimDocuments } from './claim-documents.tsx';
import { ClaimEnhancementForm } from './claim-enhancement-form.tsx';
import { ClaimMeterView } from './claim-meter.tsx';
import { ClaimRequestForm } from './claim-request-form.tsx';
import { ClaimRequestPrintButton } from './claim-request-print-button.tsx';

/**
 * The case the desk works on: the one with the stay's cover that is not cancelled (the server
 * keeps one such case a cover). A case with an earlier cover shows below it.
 */
const liveCase = (data: StayClaims) =>
  data.cases.find((c) => c.coverageId === data.coverageId && c.status !== 'Cancelled') ?? null;

/** States in which the payer holds a request (or its query is being answered). */
const WITH_PAYER: ClaimStatus[] = ['Requested', 'Queried', 'Answered'];

function StartClaim({ admissionId, onClose }: { admissionId: string; onClose: () => void }) {
  const start = useStartClaim(admissionId);
  return (
    <ClaimRequestForm
      title="Start pre-authorisation"
      request={null}
      submitLabel="Save request"
      busy={start.isPending}
      save={async (request) => {
        await start.mutateAsync(request);
        toast.success('Request saved as a draft: send it to the payer when ready');
      }}
      onClose={onClose}
    />
  );
}

function StayClaimsView({ admissionId, data, mayAct }: { admissionId: string; data: StayClaims; mayAct: boolean }) {
  const [starting, setStarting] = useState(false);
  const [enhancing, setEnhancing] = useState(false);
  const live = liveCase(data);
  const covered = data.coverageId !== null;
  const canEnhance = mayAct && live !== null && (live.status === 'Approved' || live.status === 'Partial');
  return (
    <Stack gap="sm">
      {data.meter && (
        <ClaimMeterView
          meter={data.meter}
          asked={live !== null && WITH_PAYER.includes(live.status)}
          onEnhance={canEnhance ? () => setEnhancing(true) : undefined}
        />
      )}
      {!covered && (
        <Text size="sm" c="dimmed">
          The patient pays for this stay: choose a cover on the CONTRACT tab to ask a payer for approval.
        </Text>
      )}
      {covered && live === null && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {data.cases.length === 0
              ? 'No pre-authorisation asked for this stay yet.'
              : 'No open request with this cover.'}
          </Text>
          {mayAct && (
            <Button size="xs" onClick={() => setStarting(true)}>
              Start pre-authorisation
            </Button>
          )}
        </Group>
      )}
      {data.cases.map((c) => (
        <ClaimCaseCard
          key={c._id}
          claim={c}
          live={c === live}
          papers={
            <ClaimDocuments
              caseId={c._id}
              mayAttach={mayAct && c.status !== 'Cancelled' && c.coverageId === data.coverageId}
            />
          }
          actions={
            <Group gap="xs">
              <ClaimRequestPrintButton claim={c} />
              {mayAct && c.status !== 'Cancelled' && (
                <Button
                  component="a"
                  href={preauthBundleUrl(c._id)}
                  download={`pre-authorisation-${c.number.replace(/\//g, '-')}.json`}
                  size="xs"
                  variant="default"
                  leftSection={<IconFileCode size={14} />}
                  aria-label={`FHIR request ${c.number}`}
                >
                  FHIR request
                </Button>
              )}
              {mayAct && (
                <ClaimActions
                  admissionId={admissionId}
                  claim={c}
                  billPaise={data.meter?.runningBillPaise ?? null}
                  closeOnly={c.coverageId !== data.coverageId}
                />
              )}
            </Group>
          }
        />
      ))}
      {starting && <StartClaim admissionId={admissionId} onClose={() => setStarting(false)} />}
      {enhancing && live && (
        <ClaimEnhancementForm admissionId={admissionId} claim={live} onClose={() => setEnhancing(false)} />
      )}
    </Stack>
  );
}

/**
 * The stay's cashless claim on the AUTHORIZATION tab: the pre-authorisation asked of the payer,
 * its replies and time taken, and how much of the approval the running bill has used.
 */
export function ClaimsPanel({ admissionId }: { admissionId: string }) {
  const can = useCan();
  const mayRead = can('claims.read');
  const claims = useQuery({ ...claimQueries.stay(admissionId), enabled: mayRead && admissionId.length > 0 });
  if (!mayRead) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Cashless claim (pre-authorisation)
        </Title>
        <QueryState query={claims} error="Failed to load the claims. Please try again." loadingLabel="Loading claims">
          {(data) => <StayClaimsView admissionId={admissionId} data={data} mayAct={can('claims.manage')} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
