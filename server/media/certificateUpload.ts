import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';
import { detectImageType } from './imageType';

/**
 * Certificate and receipt files (a PDF or a scan), as the Training certificates, the Parts receipts
 * and the On-Call expense receipts take them. Shared layer next to the image uploads: it came out of
 * server/modules/training/certificateUpload.ts so that those tabs no longer reach into Training; it
 * imports no module (each caller passes its own size limit and refusal text).
 */

const pdfMagic = Buffer.from('%PDF-');

/** Trusts the bytes, never the client's content type or name: a PDF, a PNG or a JPEG. */
export function detectCertificateType(content: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  if (content.subarray(0, pdfMagic.length).equals(pdfMagic)) return 'application/pdf';
  const image = detectImageType(content);
  if (image === 'png') return 'image/png';
  if (image === 'jpg') return 'image/jpeg';
  return null;
}

/** A file name safe to send back in Content-Disposition: no path, no quotes or control characters. */
const safeName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[^\w.\- ()]+/g, '_').slice(0, 120) || 'certificate';

/**
 * Reads the one file of a multipart request (field `file`), as the profile photo and the logo are
 * read (server/media/imageUpload.ts): not multipart, another field, cut short, over the size limit
 * or not a PDF/PNG/JPEG is a 422 on `file` (`invalidKey`), never a 5xx.
 */
export async function receiveCertificate(
  request: FastifyRequest,
  { maxBytes, invalidKey }: { maxBytes: number; invalidKey: string },
): Promise<{ name: string; type: string; content: Buffer }> {
  const refused = () => invalid({ file: invalidKey });
  if (!request.isMultipart()) throw refused();
  const file = await request.file({ limits: { fileSize: maxBytes } }).catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw refused();
  const content = await file.toBuffer().catch(() => null);
  const type = content && !file.file.truncated ? detectCertificateType(content) : null;
  if (!content || !type) throw refused();
  return { name: safeName(file.filename), type, content };
}
