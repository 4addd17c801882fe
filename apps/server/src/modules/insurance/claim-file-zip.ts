import { ZipFile } from 'yazl';

/** Files into one zip in memory (a claim file is a few megabytes at most). */
export function zipOf(files: readonly { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new ZipFile();
  // A fixed time keeps the same papers the same zip; the papers carry their own dates.
  const mtime = new Date('2000-01-01T00:00:00Z');
  for (const f of files) zip.addBuffer(f.data, f.name, { mtime, compress: !f.name.endsWith('.pdf') });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
