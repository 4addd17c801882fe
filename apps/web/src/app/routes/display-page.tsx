import { DISPLAY_NOT_FOUND } from '@clinic/shared/appointments';
import { Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { displayBoardQuery } from '../../features/displays/api/displays.queries.ts';
import { useBoardStream } from '../../features/displays/components/use-board-stream.ts';
import { WaitingHallBoard } from '../../features/displays/components/waiting-hall-board.tsx';

/** /display/:key: the waiting-hall screen, opened by its key without signing in. */
export function DisplayPage() {
  const key = useParams().key ?? '';
  const board = useQuery(displayBoardQuery(key));
  const online = useBoardStream(key);
  if (board.data) return <WaitingHallBoard board={board.data} online={online && !board.isError} />;
  if (board.error instanceof ApiError && board.error.status < 500)
    return (
      <Center mih="100vh" p="xl">
        <Text fz={32} ta="center">
          {board.error.status === 404 ? board.error.message : DISPLAY_NOT_FOUND}
        </Text>
      </Center>
    );
  return (
    <Center mih="100vh">
      <Loader size="xl" aria-label="Loading the display" />
    </Center>
  );
}
