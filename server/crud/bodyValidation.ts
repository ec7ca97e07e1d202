import type { ZodType } from 'zod';
import type { RawIssue } from '../validationMessages';

/** Throws the 422 the error handler words per field, in the caller's language. */
export function validationError(issues: RawIssue[]): Error {
  return Object.assign(new Error('validation'), { zodIssues: issues, statusCode: 422 });
}

export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {}, { reportInput: true });
  // Unknown keys are named one by one by fieldErrorsFromIssues (server/validationMessages.ts).
  if (!result.success) throw validationError(result.error.issues as unknown as RawIssue[]);
  return result.data;
}
