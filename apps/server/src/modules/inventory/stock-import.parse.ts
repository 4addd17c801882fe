import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { checkXlsxSize } from './xlsx-limits.ts';

/** The template's columns (001 §3) and the other header spellings the preview accepts. */
const ALIASES: Record<string, string[]> = {
  materialName: ['materialname', 'drug', 'item', 'name'],
  batch: ['batch', 'batchnumber', 'batchno', 'batch_no'],
  dosageForm: ['dosageform'],
  qoh: ['qoh', 'quantity', 'qty', 'stock'],
  stockUnit: ['stockunit'],
  purchaseRate: ['purchaserate', 'ptr'],
  mrp: ['mrp', 'price', 'sellingprice', 'selling_price'],
  landedCost: ['landedcost'],
  supplier: ['supplier'],
  expiryDate: ['expirydate', 'expiry', 'expiry_date'],
  receivedDate: ['receiveddate'],
};
export const TEMPLATE_COLUMNS = Object.keys(ALIASES);

export type ImportRecord = Record<string, string> & { rowNumber: string };

function canonical(header: string): string | undefined {
  const key = header.trim().toLowerCase().replace(/[\s-]/g, '');
  return Object.entries(ALIASES).find(([, names]) => names.includes(key) || names.includes(key.replace(/_/g, '')))?.[0];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function toRecords(header: unknown[], rows: unknown[][]): ImportRecord[] {
  const keys = header.map((h) => canonical(cellText(h)));
  return rows
    .map((cells, index) => {
      const record: Record<string, string> = { rowNumber: String(index + 2) };
      keys.forEach((key, i) => {
        if (key && record[key] === undefined) record[key] = cellText(cells[i]);
      });
      return record as ImportRecord;
    })
    .filter((r) => Object.entries(r).some(([k, v]) => k !== 'rowNumber' && v !== ''));
}

export type UploadKind = 'csv' | 'xlsx';

/** CSV by type or extension, XLSX likewise; anything else is not ours to read. */
export function uploadKind(filename: string, mimetype: string): UploadKind | undefined {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx') || mimetype === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    return 'xlsx';
  if (name.endsWith('.csv') || mimetype === 'text/csv') return 'csv';
  return undefined;
}

/** A large file is parsed a slice at a time, letting other requests run in between. */
function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      chunkSize: 256 * 1024,
      chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        rows.push(...result.data);
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => resolve(rows),
      error: (error: Error) => reject(error),
    });
  });
}

/** Rows of the upload as records keyed by the template's column names; row numbers as a spreadsheet shows them. */
export async function parseUpload(kind: UploadKind, bytes: Buffer): Promise<ImportRecord[]> {
  if (kind === 'csv') {
    const [header = [], ...rows] = await parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
    return toRecords(header, rows);
  }
  await checkXlsxSize(bytes);
  const sheet = await readSheet(bytes);
  const [header = [], ...rows] = sheet;
  return toRecords(header, rows);
}

/** ISO date from 2027-03-31, 31/03/2027, 31-03-2027 or 03/2027 (a strip's expiry month: its last day). */
export function parseExpiry(text: string): string | undefined {
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (m) return valid(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[/-](\d{4})$/.exec(text);
  if (m) {
    const year = Number(m[2]);
    const month = Number(m[1]);
    return month >= 1 && month <= 12 ? valid(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate()) : undefined;
  }
  return undefined;
}

function valid(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}
