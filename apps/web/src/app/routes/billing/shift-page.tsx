import type { Shift } from '@clinic/shared/billing';
import { Button, Grid, Group, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { shiftQueries } from '../../../features/billing/api/shifts.queries.ts';
import { ShiftCloseForm } from '../../../features/billing/components/shift-close-form.tsx';
import { ShiftOpenForm } from '../../../features/billing/components/shift-open-form.tsx';
import { ShiftSlipPrint } from '../../../features/billing/components/shift-slip-print.tsx';
import { ShiftView } from '../../../features/billing/components/shift-view.tsx';
import { clinicQuery } from '../../../features/clinic/api/clinic.queries.ts';

/** The counter a desk's shift usually opens at, from the area the screen is in. */
const counterOf = (path: string) =>
  path.startsWith('/pharmacy') ? 'Pharmacy counter' : path.startsWith('/reception') ? 'Front desk' : 'Billing counter';

/** /billing/shift (and the same at reception and pharmacy): the cashier's own shift, open to close. */
export function ShiftPage() {
  const { pathname } = useLocation();
  const current = useQuery(shiftQueries.current());
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const [closed, setClosed] = useState<Shift | null>(null);
  const [paper, setPaper] = useState<PaperSize>('80mm');
  const slip = usePrintJob((s: Shift) => (
    <ShiftSlipPrint shift={s} paper={paper} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  useDeskShortcuts(
    closed ? [{ keys: KEYS.print, label: 'Print the handover slip', run: () => slip.print(closed) }] : [],
  );
  return (
    <>
      <PageHeader title="Cash Shift" subtitle="Your counter's money from opening float to handover" />
      {closed && (
        <Grid mb="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <ShiftView shift={closed} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Group>
              <SegmentedControl aria-label="Paper" data={['80mm', 'A4']} value={paper} onChange={(v) => setPaper(v)} />
              <Button leftSection={<IconPrinter size={16} />} onClick={() => slip.print(closed)}>
                Print handover slip
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      )}
      <QueryState
        query={current}
        error="Failed to load your shift. Please try again."
        loadingLabel="Loading your shift"
      >
        {({ shift }) =>
          shift ? (
            <Grid>
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <ShiftView shift={shift} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <ShiftCloseForm key={shift._id} shift={shift} onClosed={setClosed} />
              </Grid.Col>
            </Grid>
          ) : (
            <ShiftOpenForm defaultCounter={counterOf(pathname)} />
          )
        }
      </QueryState>
      {slip.element}
    </>
  );
}
