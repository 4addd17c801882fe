import type { ClinicProfile } from '@clinic/shared/clinic';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatDateTime } from '../../lib/format.ts';
import './print.css';

/** A4 and A5 sheets, or an 80 mm thermal roll (receipts, pharmacy bills). */
export type PaperSize = 'A4' | 'A5' | '80mm';
/** The first print of a bill is the original; any later print of it is marked a duplicate. */
export type PrintCopy = 'original' | 'duplicate';

const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&').replace(/\s+/g, ' ')}"`;

const ROLL_MARGIN_MM = 3;
/** Room for what a measure of the content misses (a last margin, the printer's rounding). */
const ROLL_SLACK_MM = 4;

/** How long a roll's one page is for content this many CSS pixels tall (96 to the inch). */
export function rollLengthMm(contentPx: number): number {
  return Math.ceil((contentPx * 25.4) / 96) + 2 * ROLL_MARGIN_MM + ROLL_SLACK_MM;
}

/**
 * The page rule for the paper. Sheets get running margin boxes: the document and patient at the
 * top, who printed it and when at the bottom left, and "Page x of y" at the bottom right, so a
 * multi-page A4 can be put back in order. A thermal roll is one page as long as its content (a
 * fixed A4 length would feed a foot of blank paper under a short receipt), with none of them.
 */
export function pageRule(paper: PaperSize, running: { title: string; printed: string }, contentPx = 0): string {
  if (paper === '80mm') return `@page { size: 80mm ${rollLengthMm(contentPx)}mm; margin: ${ROLL_MARGIN_MM}mm; }`;
  const small = paper === 'A5';
  const box = (content: string) => `content: ${content}; font-size: ${small ? 6.5 : 8}pt; color: #444;`;
  return `@page {
    size: ${paper};
    margin: ${small ? '9mm 8mm 11mm' : '14mm 12mm 16mm'};
    @top-right { ${box(cssString(running.title))} }
    @bottom-left { ${box(cssString(running.printed))} }
    @bottom-right { ${box('"Page " counter(page) " of " counter(pages)')} }
  }`;
}

/** The clinic's letterhead from its profile: logo, name, address, phone, email and GSTIN. */
export function Letterhead({ clinic }: { clinic: ClinicProfile | undefined }) {
  const contact = [clinic?.phone && `Phone ${clinic.phone}`, clinic?.email].filter(Boolean).join(' · ');
  return (
    <header className="print-letterhead">
      {clinic?.hasLogo && <img src={`/api/clinic/logo?v=${clinic.updatedAt ?? ''}`} alt="" />}
      <div>
        <h1>{clinic?.name || 'Clinic'}</h1>
        {clinic?.address && <div>{clinic.address}</div>}
        {contact && <div>{contact}</div>}
        {clinic?.gstin && <div>GSTIN {clinic.gstin}</div>}
      </div>
    </header>
  );
}

/** Where the responsible person signs: name, qualification and registration number under the line. */
export function SignatureBlock({
  name,
  qualification,
  registrationNumber,
  label = 'Signature',
}: {
  name: string;
  qualification?: string | null;
  registrationNumber?: string | null;
  label?: string;
}) {
  return (
    <div className="print-signature" aria-label={label}>
      <div className="print-signature-line" />
      <strong>{name}</strong>
      {qualification && <div>{qualification}</div>}
      {registrationNumber && <div>Reg. No. {registrationNumber}</div>}
    </div>
  );
}

/**
 * Every printed document stands on this: the paper's page rule, the letterhead, the document's
 * own content, and who printed it and when. It is rendered outside the app and shown only when
 * printing.
 */
export function PrintDocument({
  paper,
  title,
  reference,
  clinic,
  printedBy,
  printedAt = new Date(),
  copy = 'original',
  testId,
  children,
}: {
  paper: PaperSize;
  /** What the document is ("Prescription", "Receipt"), printed in the running header. */
  title: string;
  /** What it is about (an MRN, a bill number), printed beside the title. */
  reference?: string;
  clinic: ClinicProfile | undefined;
  printedBy: string;
  printedAt?: Date;
  /** A duplicate says so under the title and in every page's running header. */
  copy?: PrintCopy;
  testId?: string;
  children: ReactNode;
}) {
  const printed = `Printed ${formatDateTime(printedAt)} by ${printedBy}`;
  const duplicate = copy === 'duplicate';
  const running = { title: [title, reference, duplicate && 'DUPLICATE'].filter(Boolean).join(' · '), printed };
  const root = useRef<HTMLDivElement>(null);
  const rule = useRef<HTMLStyleElement>(null);
  // A roll's length is its content's, measured where the roll is laid out off screen. It is
  // written straight into the rule, before the print job's effect opens the print dialog, and
  // measured again as printing starts, when late fonts or the logo may have changed it.
  useLayoutEffect(() => {
    if (paper !== '80mm') return;
    const fit = () => {
      if (root.current && rule.current) rule.current.textContent = pageRule(paper, running, root.current.scrollHeight);
    };
    fit();
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  });
  return createPortal(
    <div ref={root} className="print-root" data-paper={paper} data-testid={testId}>
      <style ref={rule}>{pageRule(paper, running)}</style>
      <Letterhead clinic={clinic} />
      <h2 className="print-title">{title}</h2>
      {duplicate && <div className="print-copy-mark">DUPLICATE</div>}
      {children}
      {paper === '80mm' && <footer className="print-footer">{printed}</footer>}
    </div>,
    document.body,
  );
}

/** A sticker for a sample tube, 50 × 25 mm: no letterhead, only what the label carries. */
export function PrintLabel({ testId, children }: { testId?: string; children: ReactNode }) {
  return createPortal(
    <div className="print-root" data-paper="label" data-testid={testId}>
      <style>{'@page { size: 50mm 25mm; margin: 1mm; }'}</style>
      {children}
    </div>,
    document.body,
  );
}
