import yauzl from 'yauzl';
import { AppError } from '../../lib/errors.ts';

/** A stock sheet of the largest real size unpacks to a few MB; these leave room and stop bombs. */
export const XLSX_LIMITS = { entries: 500, totalBytes: 50 * 1024 * 1024, ratio: 100 };

const tooLarge = () =>
  new AppError(
    413,
    'XLSX_TOO_LARGE',
    'This spreadsheet unpacks to more than 50 MB or holds too many parts. Please save it as CSV or split it.',
  );

/**
 * Reads an XLSX file's table of contents (the zip central directory, nothing decompressed) and
 * refuses it before parsing when it holds too many parts, would unpack too large, or packs
 * suspiciously tight: a 1.5 MB file that inflates to 1.5 GB is refused in milliseconds.
 */
export function checkXlsxSize(bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (openError, zip) => {
      if (openError) {
        reject(new AppError(422, 'XLSX_INVALID', 'The file is not a valid XLSX spreadsheet.'));
        return;
      }
      if (zip.entryCount > XLSX_LIMITS.entries) {
        zip.close();
        reject(tooLarge());
        return;
      }
      let total = 0;
      let packed = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        packed += entry.compressedSize;
        if (total > XLSX_LIMITS.totalBytes || total > Math.max(packed, 1) * XLSX_LIMITS.ratio + 1024 * 1024) {
          zip.close();
          reject(tooLarge());
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new AppError(422, 'XLSX_INVALID', 'The file is not a valid XLSX spreadsheet.')));
      zip.readEntry();
    });
  });
}
