import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters kept in the URL, so Back, reload and a shared link keep them. Changing any filter
 * other than `page` returns to page 1.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  /** Sets several filters in one URL update (a range's two ends, say). */
  const setMany = useCallback(
    (changes: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
            if (key !== 'page') next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const set = useCallback(
    (key: K, value: string) => setMany({ [key]: value } as Partial<Record<K, string>>),
    [setMany],
  );
  /** Clears every filter in one URL update (several `set` calls in one tick would not compose). */
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return [values, set, clear, setMany] as const;
}
