import { DECISION_LIMIT_MINUTES, type ClaimCase } from '@clinic/shared/insurance';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime, formatTime } from '../../../lib/format.ts';

const MINUTE = 60_000;

/** Whole minutes since an instant, kept current while the screen stays open. */
function useMinutesSince(since: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - new Date(since).getTime()) / MINUTE));
}

/**
 * How long the payer has had the request, against the regulator's limit for its stage; orange
 * once past it, so the desk knows to chase the payer.
 */
export function ClaimWaiting({ claim, since }: { claim: ClaimCase; since: string }) {
  const minutes = useMinutesSince(since);
  const limit = claim.limitMinutes ?? DECISION_LIMIT_MINUTES[claim.stage];
  const over = minutes > limit;
  // An instant from an earlier day needs its date; a time alone would read as today.
  const at = minutes < 12 * 60 ? formatTime(since) : formatDateTime(since);
  return (
    <Text size="sm" c={over ? 'orange' : undefined} fw={over ? 600 : undefined}>
      Waiting for the payer since {at} ({minutes} min of {limit}){over && ': past the time limit, chase the payer'}
    </Text>
  );
}
