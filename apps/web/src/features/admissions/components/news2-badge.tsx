import type { IpVitals } from '@clinic/shared/admissions';
import { Badge } from '@mantine/core';

const COLOURS = { Low: 'green', 'Low-medium': 'yellow', Medium: 'orange', High: 'red' } as const;

/** A NEWS2 score in its escalation colour (RCP 2017): low, low-medium (a single 3), medium, high. */
export function News2Badge({ score, risk }: { score: number; risk: IpVitals['news2Risk'] }) {
  return (
    <Badge
      color={COLOURS[risk]}
      variant={risk === 'Low' ? 'light' : 'filled'}
      title={`NEWS2 ${score}: ${risk} risk`}
      styles={{ root: { flexShrink: 0 } }}
    >
      {score} · {risk}
    </Badge>
  );
}
