import type { ZodType } from 'zod';
import { nulCharacterIssues } from '../nulCharacters';
import type { RawIssue } from '../validationMessages';

/** Throws the 422 the error handler words per field, in the caller's language. */
export function validationError(issues: RawIssue[]): Error {
  return Object.assign(new Error('validation'), { zodIssues: issues, statusCode: 422 });
}

/**
 * A handler's own reading of a body or form fields (multipart fields, CRUD bodies after read-only
 * fields are dropped): the schema, then no NUL character anywhere (server/nulCharacters.ts).
 */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {}, { reportInput: true });
  // Unknown keys are named one by one by fieldErrorsFromIssues (server/validationMessages.ts).
  const issues = [...((result.error?.issues ?? []) as unknown as RawIssue[]), ...nulCharacterIssues(body)];
  if (issues.length) throw validationError(issues);
  return result.data as T;
}
