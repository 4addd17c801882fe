import type { Paged } from '@clinic/shared/http';
import type { ReactNode } from 'react';
import { Pager } from '../ui/pager.tsx';
import { EmptyView, QueryState } from '../ui/state-views.tsx';

type ListQuery<T> = { isPending: boolean; isError: boolean; data: T[] | Paged<T> | undefined; refetch: () => unknown };

/**
 * The body of every list screen: the spinner, the error with Try Again, the empty text (or, when
 * a search or filter is on, the no-match text), the rows, and for a paged list "Showing 21–40
 * of 57" with the page buttons. A list is never cut short without saying so: a paged reply
 * brings its total.
 */
export function ListView<T>({
  query,
  error,
  loadingLabel,
  empty,
  noMatch,
  filtered = false,
  emptyAction,
  onPage,
  pageButtons,
  select,
  children,
}: {
  query: ListQuery<T>;
  error: string;
  loadingLabel?: string;
  /** Shown when there is nothing at all. */
  empty: string;
  /** Shown when a search or filter leaves nothing. */
  noMatch?: string;
  filtered?: boolean;
  emptyAction?: ReactNode;
  onPage?: (page: number) => void;
  /** At most this many page buttons, with "Page x of y" (001 §9's IP list: 5). */
  pageButtons?: number;
  /** Narrows a whole list held in the browser (the spec's client-side searches) before it is shown. */
  select?: (rows: T[]) => T[];
  children: (rows: T[]) => ReactNode;
}) {
  const rowsOf = (data: T[] | Paged<T>) => {
    const rows = Array.isArray(data) ? data : data.data;
    return select ? select(rows) : rows;
  };
  return (
    <QueryState
      query={query}
      error={error}
      loadingLabel={loadingLabel}
      isEmpty={(data) => rowsOf(data).length === 0}
      empty={filtered && noMatch ? <EmptyView message={noMatch} /> : <EmptyView message={empty} action={emptyAction} />}
    >
      {(data) => (
        <>
          {children(rowsOf(data))}
          {!Array.isArray(data) && onPage && (
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onChange={onPage}
              buttons={pageButtons}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
