import { useRef } from 'react';

/** 32 hex characters from the browser's secure random source (available on plain-http LANs too). */
export function newRetryKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of one thing a user is creating: every send of it (a double click, a retry
 * after a dropped connection) carries the same key until it has been saved, then a new one.
 */
export function useRetryKey(): { key: () => string; renew: () => void } {
  const ref = useRef<string | null>(null);
  return {
    key: () => (ref.current ??= newRetryKey()),
    renew: () => {
      ref.current = null;
    },
  };
}
