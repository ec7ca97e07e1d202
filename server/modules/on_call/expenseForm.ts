import type { FastifyRequest } from 'fastify';
import { receiptMaxBytes } from '../../../model/modules/on_call/expenses';
import { expenseFieldsSchema, type ExpenseFields } from '../../../model/modules/on_call/requestSchemas';
import { parseBody } from '../../crud/bodyValidation';
import { invalid } from '../../errors';
import { detectCertificateType } from '../../media/certificateUpload';

export interface Receipt {
  name: string;
  type: string;
  content: Buffer;
}

/** A file name safe to send back in Content-Disposition: no path, no quotes or control characters. */
const safeName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(/[^\w.\- ()]+/g, '_').slice(0, 120) || 'receipt';

/**
 * Reads POST /on_call_requests/:id/expenses: text fields and at most one file part `receipt`,
 * trusted by its bytes only (PDF, PNG or JPEG, as training certificates). Not multipart, another
 * file field, cut short, over the size or not a receipt's type is a 422 on `receipt`, never a 5xx.
 */
export async function receiveExpense(request: FastifyRequest): Promise<{ fields: ExpenseFields; receipt: Receipt | null }> {
  const refused = () => invalid({ receipt: 'on_call.receipt_invalid' });
  if (!request.isMultipart()) throw invalid({ receipt: 'on_call.multipart_needed' });
  const values: Record<string, string> = {};
  let receipt: Receipt | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: receiptMaxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'receipt') throw refused();
        const content = await part.toBuffer();
        const type = part.file.truncated ? null : detectCertificateType(content);
        if (!type) throw refused();
        receipt = { name: safeName(part.filename), type, content };
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (error) {
    // A limit hit or a stream cut short by the client: the receipt is unreadable.
    if (error instanceof Error && 'statusCode' in error && (error as { statusCode: number }).statusCode === 422) throw error;
    throw refused();
  }
  return { fields: parseBody(expenseFieldsSchema, values), receipt };
}
