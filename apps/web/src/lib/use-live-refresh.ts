import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps a screen current from a server event stream (ids only travel on it): the queries under
 * `queryKey` are read again on every event, and after a reconnect, since what happened while the
 * stream was down was not sent. The first open follows the screen's own first read.
 */
export function useLiveRefresh(url: string, queryKey: QueryKey): void {
  const client = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const source = new EventSource(url, { withCredentials: true });
    const refresh = () => void client.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    let opened = false;
    source.addEventListener('message', refresh);
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    return () => source.close();
  }, [client, url, key]);
}
