import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Paper, PaperBlock, PaperColumn } from './paper.ts';

// The standard PDF fonts have no rupee sign (₹); DejaVu Sans has it and is free to embed.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const BODY = 8.5;
const CELL_PAD = 3;

type Doc = InstanceType<typeof PDFDocument>;

/** Draws a paper on A4 and returns the PDF's bytes. */
export async function renderPdf(paper: Paper): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: paper.title, Producer: 'Clinic', Creator: 'Clinic' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);

  letterhead(doc, paper);
  facts(doc, paper.facts);
  for (const block of paper.blocks) drawBlock(doc, block);
  if (paper.footer) {
    ensureRoom(doc, 30);
    doc.moveDown(1).font('regular').fontSize(BODY).fillColor('#444').text(paper.footer, MARGIN, doc.y);
  }
  pageNumbers(doc, paper.title);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc) => doc.page.height - MARGIN - 14;

function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

function letterhead(doc: Doc, paper: Paper) {
  const [name, ...rest] = paper.letterhead;
  doc
    .font('bold')
    .fontSize(14)
    .fillColor('#000')
    .text(name ?? '', { align: 'center' });
  doc.font('regular').fontSize(BODY).fillColor('#333');
  for (const line of rest) doc.text(line, { align: 'center' });
  doc.moveDown(0.4);
  rule(doc);
  doc.moveDown(0.4).font('bold').fontSize(12).fillColor('#000').text(paper.title, { align: 'center' }).moveDown(0.4);
}

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#888')
    .stroke();
}

/** Label–value pairs two to a row, as a bill's or report's header prints them. */
function facts(doc: Doc, pairs: readonly (readonly [string, string])[]) {
  const half = contentWidth(doc) / 2;
  for (let i = 0; i < pairs.length; i += 2) {
    const row = pairs.slice(i, i + 2);
    const heights = row.map(([label, value]) => factHeight(doc, label, value, half - 8));
    ensureRoom(doc, Math.max(...heights));
    const y = doc.y;
    row.forEach(([label, value], column) => {
      doc
        .font('bold')
        .fontSize(BODY)
        .fillColor('#000')
        .text(`${label}: `, MARGIN + column * half, y, {
          width: half - 8,
          continued: true,
        });
      doc.font('regular').text(value || '—');
    });
    doc.y = y + Math.max(...heights) + 2;
  }
  doc.x = MARGIN;
}

function factHeight(doc: Doc, label: string, value: string, width: number) {
  return doc
    .font('regular')
    .fontSize(BODY)
    .heightOfString(`${label}: ${value || '—'}`, { width });
}

function heading(doc: Doc, text: string | undefined) {
  if (!text) return;
  ensureRoom(doc, 40);
  doc.moveDown(0.6).font('bold').fontSize(10).fillColor('#000').text(text, MARGIN, doc.y).moveDown(0.2);
}

function drawBlock(doc: Doc, block: PaperBlock) {
  heading(doc, block.heading);
  if (block.kind === 'facts') return facts(doc, block.facts);
  if (block.kind === 'text') {
    doc
      .font('regular')
      .fontSize(BODY + 0.5)
      .fillColor('#000');
    for (const paragraph of (block.text || '—').split('\n')) {
      ensureRoom(doc, 14);
      doc.text(paragraph, MARGIN, doc.y, { width: contentWidth(doc) });
    }
    return;
  }
  table(doc, block.columns, block.rows);
  for (const [label, value] of block.totals ?? []) {
    ensureRoom(doc, 14);
    const y = doc.y;
    const width = contentWidth(doc);
    doc
      .font('bold')
      .fontSize(BODY)
      .text(label, MARGIN, y, { width: width * 0.75, align: 'right' });
    doc.text(value, MARGIN + width * 0.75, y, { width: width * 0.25 - CELL_PAD, align: 'right' });
    doc.y = y + 12;
  }
  doc.x = MARGIN;
}

function table(doc: Doc, columns: readonly PaperColumn[], rows: readonly (readonly string[])[]) {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / total) * contentWidth(doc));
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const drawRow = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(BODY);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * CELL_PAD }))) +
      2 * CELL_PAD;
    const y = doc.y;
    cells.forEach((cell, i) =>
      doc.fillColor('#000').text(cell, (xs[i] ?? 0) + CELL_PAD, y + CELL_PAD, {
        width: (widths[i] ?? 0) - 2 * CELL_PAD,
        align: columns[i]?.align ?? 'left',
      }),
    );
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + contentWidth(doc), y + height)
      .lineWidth(0.3)
      .strokeColor('#bbb')
      .stroke();
    doc.y = y + height;
    return height;
  };
  const header = columns.map((c) => c.title);
  ensureRoom(doc, 40);
  drawRow(header, true);
  if (rows.length === 0) drawRow(['None', ...header.slice(1).map(() => '')], false);
  for (const row of rows) {
    doc.font('regular').fontSize(BODY);
    const height =
      Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * CELL_PAD }))) +
      2 * CELL_PAD;
    if (ensureRoom(doc, height)) drawRow(header, true);
    drawRow(row, false);
  }
  doc.x = MARGIN;
}

function pageNumbers(doc: Doc, title: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page; the footer line lives there.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 8;
    doc
      .font('regular')
      .fontSize(7)
      .fillColor('#666')
      .text(`${title} · page ${i + 1} of ${range.count}`, MARGIN, y, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
  }
}
