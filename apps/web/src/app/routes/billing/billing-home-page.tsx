import { Anchor, Stack, Text } from '@mantine/core';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RefreshButton } from '../../../components/ui/refresh-button.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { useCan } from '../../../features/auth/api/use-can.ts';
import { billingKeys } from '../../../features/billing/api/billing.queries.ts';
import { BillsWithDues } from '../../../features/billing/components/bills-with-dues.tsx';
import { PendingDiscounts } from '../../../features/billing/components/pending-discounts.tsx';
import { ShiftSoFar } from '../../../features/billing/components/shift-so-far.tsx';
import { StaysAwaitingBill } from '../../../features/billing/components/stays-awaiting-bill.tsx';
import { UnbilledCharges } from '../../../features/billing/components/unbilled-charges.tsx';
import { QueueSection } from '../../../features/billing/components/work-queue-section.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { formatDay, greeting } from '../../../lib/format.ts';
import { BILLING } from '../../screens/billing-screens.ts';
import { menuOf } from '../../areas.ts';

/** For someone at the desk who may see neither the queue nor a shift (a clinic's own cashier role): their screens. */
function YourScreens({ permissions }: { permissions: readonly string[] }) {
  const screens = menuOf(BILLING, permissions).filter((item) => item.to !== BILLING.home);
  return (
    <QueueSection title="Your billing screens">
      <Stack gap={6}>
        {screens.map((item) => (
          <Text key={item.to} size="sm">
            <Anchor component={Link} to={item.to} fw={600}>
              {item.label}
            </Anchor>{' '}
            <Text span c="dimmed" size="sm">
              · {item.description}
            </Text>
          </Text>
        ))}
      </Stack>
    </QueueSection>
  );
}

/**
 * /billing: the billing desk's home is its work queue (issue 26): discounts to approve, OP charges
 * to bill, bills with dues, stays awaiting their bill, and the cashier's shift so far. Each
 * section shows only to those who may act on it.
 */
export function BillingHomePage() {
  const can = useCan();
  const { data: user } = useQuery(meQuery);
  const today = useClinicToday();
  const client = useQueryClient();
  const refreshing = useIsFetching({ queryKey: billingKeys.all }) > 0;
  const seesQueue = can('ip-bills.read');
  const hasShift = can('shifts.own');
  useEffect(() => {
    document.title = `${BILLING.label} · Clinic Management`;
  }, []);
  return (
    <>
      <PageHeader
        title="Billing"
        subtitle={`${greeting()}${user ? `, ${user.name}` : ''} · ${formatDay(today)} · oldest first`}
        actions={
          <RefreshButton
            loading={refreshing}
            onClick={() => void client.invalidateQueries({ queryKey: billingKeys.all })}
          />
        }
      />
      <PendingDiscounts />
      {user && (
        <Stack gap="md">
          {seesQueue && <UnbilledCharges />}
          {seesQueue && <BillsWithDues />}
          {seesQueue && <StaysAwaitingBill />}
          {hasShift && <ShiftSoFar />}
          {!seesQueue && !hasShift && <YourScreens permissions={user.permissions} />}
        </Stack>
      )}
    </>
  );
}
