import { Anchor, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { referralQueries } from '../../../features/referrals/api/referrals.queries.ts';
import { ApiError } from '../../../lib/api-client.ts';

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

/** View Referral (both link forms: view-referral/{id} and referral/{id}). */
export function ViewReferralPage() {
  const { id = '' } = useParams();
  const referral = useQuery(referralQueries.detail(id));
  const back = (
    <Anchor component={Link} to="/reception/referral">
      <Group gap={4}>
        <IconArrowLeft size={16} /> Back to Referrals
      </Group>
    </Anchor>
  );
  if (referral.isPending) return <LoadingView />;
  if (referral.isError) {
    const notFound = referral.error instanceof ApiError && referral.error.status === 404;
    return (
      <>
        <ErrorPanel message={notFound ? 'Referral not found' : 'Failed to load referral details. Please try again.'} />
        <Group justify="center">{back}</Group>
      </>
    );
  }
  const r = referral.data;
  return (
    <>
      <Group justify="space-between" mb="md">
        {back}
        <Button component={Link} to={`/reception/edit-referral/${r._id}`} leftSection={<IconEdit size={16} />}>
          Edit
        </Button>
      </Group>
      <Title order={1} size="h2" mb="md">
        {r.name}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="sm">
            Referral Details
          </Title>
          <SimpleGrid cols={2}>
            <Item label="Name" value={r.name} />
            <Item label="Referral type" value={r.referralType} />
            <Item label="Referral code" value={r.referralCode} />
            {r.speciality && <Item label="Speciality" value={r.speciality} />}
            {r.qualification && <Item label="Qualification" value={r.qualification} />}
            {r.hospitalName && <Item label="Hospital name" value={r.hospitalName} />}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="sm">
            Contact Details
          </Title>
          <SimpleGrid cols={2}>
            <Item label="Address" value={r.address} />
            <Item label="Phone" value={r.phone} />
            {r.city && <Item label="City" value={r.city} />}
            {r.state && <Item label="State" value={r.state} />}
            {r.pinCode && <Item label="Pin code" value={r.pinCode} />}
            {r.email && <Item label="Email" value={r.email} />}
          </SimpleGrid>
        </Paper>
      </SimpleGrid>
    </>
  );
}
