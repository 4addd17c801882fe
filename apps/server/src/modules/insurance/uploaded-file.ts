import {
  CLAIM_DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
  type ClaimDocument,
} from '@clinic/shared/insurance';
import { badRequest } from '../../lib/errors.ts';

export type UploadType = ClaimDocument['contentType'];

/** The first bytes each accepted type starts with: a file must be what its name says. */
const SIGNATURES: Record<UploadType, (b: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * A paper sent as a data URL (already shaped by the input schema) as its bytes: at most 10 MB, and
 * the PDF or image its type says (400 with the field's message otherwise).
 */
export function decodeUpload(dataUrl: string): { contentType: UploadType; content: Buffer } {
  const [header, base64 = ''] = dataUrl.split(',');
  const contentType = header?.slice('data:'.length, header.indexOf(';')) as UploadType;
  const content = Buffer.from(base64, 'base64');
  if (content.length > CLAIM_DOCUMENT_MAX_BYTES) throw badRequest(DOCUMENT_TOO_LARGE, { dataUrl: DOCUMENT_TOO_LARGE });
  if (content.length === 0 || !SIGNATURES[contentType]?.(content))
    throw badRequest(DOCUMENT_WRONG_TYPE, { dataUrl: DOCUMENT_WRONG_TYPE });
  return { contentType, content };
}
