import type { FastifyRequest } from 'fastify';
import { receiptFieldsSchema, type ReceiptFields } from '../../../model/modules/parts/movementSchemas';
import { parseBody } from '../../crud/bodyValidation';
import { invalid } from '../../errors';
import { detectCertificateType } from '../../media/certificateUpload';
import type { CertificateFile } from './receipt';

/** A scanned release certificate: a few pages of PDF or a phone photo. */
export const certificateMaxBytes = 10 * 1024 * 1024;

/** A file name safe to send back in Content-Disposition: no path, no quotes or control characters. */
const safeName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[^\w.\- ()]+/g, '_').slice(0, 120) || 'certificate';

/**
 * Reads a receipt's multipart form (POST /stock_movements/receipt and a part request's receipt):
 * the text fields and at most one file part `certificate`, trusted by its bytes only (PDF, PNG or
 * JPEG). Not multipart, another file field, cut short, over the size or not one of those types is a
 * 422 on `certificate`, never a 5xx.
 */
export async function readReceiptForm(request: FastifyRequest): Promise<{ fields: ReceiptFields; certificate: CertificateFile | null }> {
  const refused = () => invalid({ certificate: 'parts.certificate_invalid' });
  if (!request.isMultipart()) throw invalid({ certificate: 'parts.multipart_needed' });
  const values: Record<string, string> = {};
  let certificate: CertificateFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: certificateMaxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'certificate') throw refused();
        const content = await part.toBuffer();
        const type = part.file.truncated ? null : detectCertificateType(content);
        if (!type) throw refused();
        certificate = { name: safeName(part.filename), type, content };
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (error) {
    // A limit hit or a stream cut short by the client: the certificate is unreadable.
    if (error instanceof Error && 'statusCode' in error && (error as { statusCode: number }).statusCode === 422) throw error;
    throw refused();
  }
  return { fields: parseBody(receiptFieldsSchema, values), certificate };
}
