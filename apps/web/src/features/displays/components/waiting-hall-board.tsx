import type { DisplayBoard } from '@clinic/shared/appointments';
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { formatTime } from '../../../lib/format.ts';
import { playChime } from './chime.ts';

type Called = { token: number; firstName: string; doctorName: string };

/** Watches each doctor's call time: a newer one (not the first read) chimes and shows large. */
function useAnnouncement(board: DisplayBoard, chime: () => void): Called | null {
  const seen = useRef<Map<string, string> | null>(null);
  const [called, setCalled] = useState<Called | null>(null);
  useEffect(() => {
    const now = new Map(board.doctors.flatMap((d) => (d.nowServing ? [[d.doctorId, d.nowServing.calledAt]] : [])));
    const before = seen.current;
    seen.current = now;
    if (!before) return;
    const fresh = board.doctors.find((d) => d.nowServing && before.get(d.doctorId) !== d.nowServing.calledAt);
    if (!fresh?.nowServing) return;
    chime();
    setCalled({ token: fresh.nowServing.token, firstName: fresh.nowServing.firstName, doctorName: fresh.doctorName });
    const timer = setTimeout(() => setCalled(null), 8_000);
    return () => clearTimeout(timer);
  }, [board, chime]);
  return called;
}

/**
 * The waiting hall's screen, for a TV read from across the room (sizes follow the screen's width,
 * so a 1080p TV and a small monitor both fill): per doctor the token being seen
 * in large figures and the next tokens, first names only. A call chimes and fills the screen for
 * a few seconds.
 */
export function WaitingHallBoard({
  board,
  online,
  chime = playChime,
}: {
  board: DisplayBoard;
  online: boolean;
  /** The sound of a call (a test listens instead). */
  chime?: () => void;
}) {
  const called = useAnnouncement(board, chime);
  return (
    <Box bg="dark.8" c="white" mih="100vh" p="xl" data-testid="waiting-hall">
      <Group justify="space-between" mb="xl">
        <Text fz="3vw" fw={700}>
          {board.name}
        </Text>
        <Text fz="2vw" c={online ? 'gray.4' : 'yellow.4'} aria-live="polite">
          {online ? `Updated ${formatTime(board.at)}` : 'Reconnecting…'}
        </Text>
      </Group>
      <SimpleGrid cols={Math.min(3, Math.max(1, board.doctors.length))} spacing="xl">
        {board.doctors.map((d) => (
          <Box
            key={d.doctorId}
            bg="dark.6"
            p="xl"
            style={{ borderRadius: 16 }}
            aria-label={`Queue of ${d.doctorName}`}
            component="section"
          >
            <Text fz="2.8vw" fw={700} mb="md" lh={1.15}>
              {d.doctorName}
            </Text>
            <Text fz="1.8vw" c="gray.4" tt="uppercase">
              Now serving
            </Text>
            {d.nowServing ? (
              <Stack gap={0} mb="lg">
                <Text fz="9vw" fw={800} lh={1} c="teal.3" aria-label="Token now serving">
                  {d.nowServing.token}
                </Text>
                <Text fz="3.2vw">{d.nowServing.firstName}</Text>
              </Stack>
            ) : (
              <Text fz="9vw" lh={1} c="gray.6" mb="lg">
                —
              </Text>
            )}
            <Text fz="1.8vw" c="gray.4" tt="uppercase">
              Next
            </Text>
            <Text fz="2.6vw" aria-label="Next tokens">
              {d.next.length === 0 ? 'No one waiting' : d.next.map((n) => `${n.token} ${n.firstName}`).join(' · ')}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {called && (
        <Box
          pos="fixed"
          inset={0}
          bg="rgba(0,0,0,0.88)"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column' }}
          role="alert"
        >
          <Text fz="4vw" c="gray.3">
            Token
          </Text>
          <Text fz="20vw" fw={800} lh={1} c="teal.3">
            {called.token}
          </Text>
          <Text fz="5vw" fw={600}>
            {called.firstName}
          </Text>
          <Text fz="3.5vw" c="gray.3">
            please go to {called.doctorName}
          </Text>
        </Box>
      )}
    </Box>
  );
}
