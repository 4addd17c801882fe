import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF and the page size in millimetres, to check what a printout holds. */
export async function pdfPages(pdf: Buffer): Promise<{ text: string; widthMm: number; heightMm: number }[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const [, , width = 0, height = 0] = page.view;
    pages.push({
      text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
      widthMm: Math.round((width / 72) * 25.4),
      heightMm: Math.round((height / 72) * 25.4),
    });
  }
  return pages;
}
