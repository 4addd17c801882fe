import { formatPaise } from '@clinic/shared/money';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { shiftQueries } from '../api/shifts.queries.ts';
import { ShiftModesTable } from './shift-modes-table.tsx';
import { QueueSection } from './work-queue-section.tsx';

/** The cashier's own open shift, its money by mode so far; counting and closing stay on the Cash Shift screen. */
export function ShiftSoFar() {
  const current = useQuery(shiftQueries.current());
  return (
    <QueueSection title="Your shift so far">
      <QueryState
        query={current}
        error="Failed to load your shift. Please try again."
        loadingLabel="Loading your shift"
        isEmpty={(d) => d.shift === null}
        empty={
          <EmptyView
            message="No open shift"
            action={
              <Button component={Link} to="/billing/shift" variant="light" size="xs">
                Open a shift
              </Button>
            }
          />
        }
      >
        {({ shift }) =>
          shift && (
            <>
              <Group justify="space-between" mb="xs" gap="xs">
                <Text size="sm" c="dimmed">
                  Shift {shift.number} · {shift.counter} · opened {formatDateTime(shift.openedAt)} · float{' '}
                  {formatPaise(shift.openingFloatPaise)}
                </Text>
                <Anchor component={Link} to="/billing/shift" size="sm" fw={600}>
                  Count and close
                </Anchor>
              </Group>
              <ShiftModesTable modes={shift.modes} label="Your shift by mode" />
            </>
          )
        }
      </QueryState>
    </QueueSection>
  );
}
