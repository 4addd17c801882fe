import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * List filters kept in the URL, so Back, reload and a shared link keep them. Changing any filter
 * other than `page` returns to page 1.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const set = useCallback(
    (key: K, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  /** Clears every filter in one URL update (several `set` calls in one tick would not compose). */
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return [values, set, clear] as const;
}
