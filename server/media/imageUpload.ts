import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';
import { detectImageType } from './imageType';

export interface ImageUploadField {
  /** The multipart field that must carry the file; errors are reported on it too. */
  field: string;
  /** i18n key of the 422 text: what is accepted. */
  invalidKey: string;
}

/** An image as received: its bytes, and the extension they show (never the client's name). */
export interface ReceivedImage {
  extension: 'jpg' | 'png' | 'webp';
  content: Buffer;
}

/**
 * Reads the one image of a multipart request and judges it by its bytes (never the client's
 * content type or name). Anything wrong — not multipart, another field, a body cut short, over the
 * size limit of app.ts, not a JPEG/PNG/WebP — is a 422 on the field, never a 5xx. The caller stores
 * it (mediaFiles.ts storeMediaFile) in the transaction that points a record at it.
 */
export async function receiveImageUpload(request: FastifyRequest, { field, invalidKey }: ImageUploadField): Promise<ReceivedImage> {
  const refused = () => invalid({ [field]: invalidKey });
  if (!request.isMultipart()) throw refused();
  // A malformed body (no boundary, cut short) is bad input, not a server error.
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== field) throw refused();
  // toBuffer() rejects a file over the limit; a truncated stream is the other way it shows.
  const content = await file.toBuffer().catch(() => null);
  const extension = content && !file.file.truncated ? detectImageType(content) : null;
  if (!content || !extension) throw refused();
  return { extension, content };
}
