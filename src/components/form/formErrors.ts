/** Errors keyed by field name; `error` holds a form-wide message. */
export type FormErrors = Record<string, string[]>;

/** i18n keys of the forms' two default texts. */
export const invalidInputKey = 'app.form.invalid_input';
export const unreadableBodyKey = 'app.form.something_went_wrong';

/**
 * Reads a failed request: the server's `errors` map when present, else
 * its `message` as the form-wide error, else "Something went wrong. Please try again."
 */
export function extractFormErrors(error: unknown): FormErrors {
  const body = (error as { body?: unknown } | null)?.body as { errors?: unknown; message?: unknown } | undefined;
  if (body && typeof body === 'object') {
    if (body.errors && typeof body.errors === 'object') {
      const errors: FormErrors = {};
      for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
        const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string' && m !== '');
        if (list.length) errors[field] = list;
      }
      if (Object.keys(errors).length) return errors;
    }
    if (typeof body.message === 'string' && body.message) return { error: [body.message] };
  }
  return { error: [unreadableBodyKey] };
}

/**
 * The alert's text (the error, then the message, then the default text): the
 * form-wide error, else the message the form passes, else "There were some problems with
 * your input." Returns an i18n key or a server text; null when there is nothing to show.
 */
export function formAlertText(errors: FormErrors, message?: string): string | null {
  if (Object.keys(errors).length === 0) return null;
  return errors.error?.[0] ?? message ?? invalidInputKey;
}

/** Typing in a field clears that field's errors. */
export function clearFieldErrors(errors: FormErrors, field: string): FormErrors {
  if (!(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
