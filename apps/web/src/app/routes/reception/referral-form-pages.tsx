import { Anchor, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { referralQueries, useSaveReferral } from '../../../features/referrals/api/referrals.queries.ts';
import { ReferralForm, toFormValues } from '../../../features/referrals/components/referral-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const serverMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : fallback;

export function AddReferralPage() {
  const navigate = useNavigate();
  const save = useSaveReferral();
  const [error, setError] = useState<string>();
  return (
    <>
      <PageHeader title="Add Referral" />
      <ReferralForm
        defaultValues={toFormValues()}
        error={error}
        onSubmit={(input) => {
          setError(undefined);
          save.mutate(input, {
            onSuccess: () => {
              toast.success('Referral added successfully!');
              void navigate('/reception/referral');
            },
            onError: (err) => setError(serverMessage(err, 'Failed to add referral. Please try again.')),
          });
        }}
        actions={
          <Group>
            <Button variant="default" onClick={() => void navigate('/reception/referral')}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Adding...' : 'Add'}
            </Button>
          </Group>
        }
      />
    </>
  );
}

export function EditReferralPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const referral = useQuery(referralQueries.detail(id));
  const save = useSaveReferral(id);
  const [error, setError] = useState<string>();

  if (referral.isPending) return <LoadingView />;
  if (referral.isError) {
    const notFound = referral.error instanceof ApiError && referral.error.status === 404;
    return (
      <>
        <ErrorPanel message={notFound ? 'Referral not found' : 'Failed to load referral details. Please try again.'} />
        <Anchor component={Link} to="/reception/referral" display="block" ta="center">
          Back to Referrals
        </Anchor>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Referral" subtitle={referral.data.referralCode} />
      <ReferralForm
        defaultValues={toFormValues(referral.data)}
        error={error}
        onSubmit={(input) => {
          setError(undefined);
          save.mutate(input, {
            onSuccess: () => {
              toast.success('Referral updated successfully!');
              setTimeout(() => void navigate('/reception/referral'), 1500);
            },
            onError: (err) => {
              const message = serverMessage(err, 'Failed to update referral. Please try again.');
              setError(message);
              toast.error(message);
            },
          });
        }}
        actions={
          <Group>
            <Button variant="default" onClick={() => void navigate(`/reception/view-referral/${id}`)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Updating...' : 'Update'}
            </Button>
          </Group>
        }
      />
    </>
  );
}
