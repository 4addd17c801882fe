import { useEffect, useState, type ReactNode } from 'react';

/**
 * Puts a document on the page, then opens the browser's print dialog once it is there. `render`
 * draws the job (a PrintDocument); a new job each call, so printing the same thing twice works.
 */
export function usePrintJob<Job>(render: (job: Job) => ReactNode) {
  const [job, setJob] = useState<{ job: Job; n: number } | null>(null);
  useEffect(() => {
    if (job) window.print();
  }, [job]);
  return {
    print: (next: Job) => setJob((current) => ({ job: next, n: (current?.n ?? 0) + 1 })),
    element: job ? render(job.job) : null,
  };
}
