import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';
import { detectImageType } from './imageType';
import { storeMediaFile } from './mediaFiles';

export interface ImageUploadField {
  /** The multipart field that must carry the file; errors are reported on it too. */
  field: string;
  /** Folder under the media folder the file is stored in. */
  subfolder: string;
  /** i18n key of the 422 text: what is accepted. */
  invalidKey: string;
}

/**
 * Reads the one image of a multipart request, judges it by its bytes (never the client's
 * content type or name) and stores it. Anything wrong — not multipart, another field, a body cut
 * short, over the size limit of app.ts, not a JPEG/PNG/WebP — is a 422 on the field, never a 5xx.
 * Returns the stored file's path relative to the media folder.
 */
export async function receiveImageUpload(
  request: FastifyRequest,
  dataDir: string,
  { field, subfolder, invalidKey }: ImageUploadField,
): Promise<string> {
  const refused = () => invalid({ [field]: invalidKey });
  if (!request.isMultipart()) throw refused();
  // A malformed body (no boundary, cut short) is bad input, not a server error.
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== field) throw refused();
  // toBuffer() rejects a file over the limit; a truncated stream is the other way it shows.
  const content = await file.toBuffer().catch(() => null);
  const type = content && !file.file.truncated ? detectImageType(content) : null;
  if (!content || !type) throw refused();
  return storeMediaFile(dataDir, subfolder, type, content);
}
