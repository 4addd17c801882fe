import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { displayKeys } from '../api/displays.queries.ts';

/**
 * The display's live stream: each queue move re-reads the board; after a drop the browser
 * reconnects by itself and the board is read again, since what happened meanwhile was not sent.
 * Returns whether the stream is up, for the "reconnecting" mark.
 */
export function useBoardStream(key: string): boolean {
  const client = useQueryClient();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const source = new EventSource(`/api/display/${encodeURIComponent(key)}/events`);
    const refresh = () => void client.invalidateQueries({ queryKey: displayKeys.board(key) });
    let opened = false;
    source.addEventListener('message', refresh);
    source.addEventListener('open', () => {
      setOnline(true);
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener('error', () => setOnline(false));
    return () => source.close();
  }, [client, key]);
  return online;
}
