import { Typography } from '@mantine/core';

/**
 * A report or template as written. The HTML was sanitised on the server with an allowlist before
 * it was stored (no scripts, handlers or javascript: links), so it is shown as it is.
 */
export function ReportHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography fz="sm" data-testid={testId}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
