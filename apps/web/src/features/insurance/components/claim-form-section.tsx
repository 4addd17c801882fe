import type { ReactNode } from 'react';
import { PrintBlank } from '../../../components/print/print-form.tsx';

/**
 * One part of the printed cashless request, headed as the paper form heads it. `keep` moves a
 * part that reads as one (the cost table and its total) to the next sheet whole.
 */
export function FormSection({ title, keep = false, children }: { title: string; keep?: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className={keep ? 'print-keep' : undefined}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** A value the record holds, or a line for it to be written in by hand. */
export const orBlank = (value: string | null | undefined): ReactNode => value || <PrintBlank />;
