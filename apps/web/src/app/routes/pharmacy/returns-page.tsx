import type { CreditNote } from '@clinic/shared/pharmacy';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { returnsQueries } from '../../../features/pharmacy/api/returns.queries.ts';
import { CreditNoteSummary } from '../../../features/pharmacy/components/credit-note-summary.tsx';
import { ReturnForm } from '../../../features/pharmacy/components/return-form.tsx';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** /pharmacy/returns: search a bill by number (Enter searches, as the spec says) and return lines. */
export function ReturnsPage() {
  const [filters, set] = useSearchState(['bill'] as const);
  const [typed, setTyped] = useState(filters.bill);
  const bill = useQuery(returnsQueries.bill(filters.bill));
  const [notes, setNotes] = useState<CreditNote[]>([]);
  return (
    <>
      <PageHeader title="Returns" subtitle="Take medicines back against a bill; each return is a credit note" />
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              set('bill', typed.trim());
            }}
          >
            <Group align="flex-end">
              <TextInput
                label="Bill number"
                placeholder="PB/2627/000001"
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                w={260}
              />
              <Button type="submit" variant="light">
                Search
              </Button>
            </Group>
          </form>
        </Paper>
        {notes.map((n) => (
          <CreditNoteSummary key={n._id} note={n} />
        ))}
        {filters.bill && (
          <QueryState query={bill} error="No pharmacy bill with this number. Check it and try again.">
            {(sale) => (
              <ReturnForm
                key={`${sale._id}-${sale.lines.map((l) => l.returnedQuantity).join()}`}
                sale={sale}
                onDone={(note) => setNotes((all) => [note, ...all])}
              />
            )}
          </QueryState>
        )}
      </Stack>
    </>
  );
}
