/**
 * An error the API answers on purpose. The message is an i18n key (i18n/server/*.json),
 * translated for the caller's Accept-Language by the error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars: Record<string, unknown> = {},
    /** Field errors for 422: field → i18n keys (or already-translated texts). */
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra members merged into the body (e.g. the current record on a 409). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const unauthenticated = () => new ApiError(401, 'errors.unauthenticated');
export const forbidden = (key = 'errors.forbidden', vars?: Record<string, unknown>) => new ApiError(403, key, vars);
export const notFound = () => new ApiError(404, 'errors.not_found');

/** A 422 on one or more fields, each given as an i18n key. */
export function invalid(fields: Record<string, string>, vars: Record<string, unknown> = {}): ApiError {
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [key]]));
  return new ApiError(422, 'validation.invalid_input', vars, fieldErrors);
}
