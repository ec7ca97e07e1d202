import { HttpError, type DataProvider } from 'react-admin';

/**
 * The API answers 422 `{message, errors: {field: [text]}}`; react-admin's forms put
 * `body.errors` on their fields but want one string per field (an array would land on
 * `field.0`). Nested paths (`days_of_week.2`) belong to their top-level input; `_` (the record
 * as a whole) has no input and is left to the message.
 */
export function formFieldErrors(errors: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const [path, value] of Object.entries(errors as Record<string, unknown>)) {
    const field = path.split('.')[0];
    const texts = (Array.isArray(value) ? value : [value]).filter((text): text is string => typeof text === 'string' && text !== '');
    if (!field || field === '_' || texts.length === 0) continue;
    result[field] = result[field] ? `${result[field]} ${texts.join(' ')}` : texts.join(' ');
  }
  return result;
}

function withFormErrors(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 422 || !error.body?.errors) return error;
  const errors = formFieldErrors(error.body.errors);
  // With no field to show it on, the message becomes react-admin's notification instead.
  return new HttpError(error.message, error.status, { ...error.body, errors: Object.keys(errors).length ? errors : undefined });
}

/** Applies formFieldErrors to create and update failures. */
export function withFieldErrors(provider: DataProvider): DataProvider {
  return {
    ...provider,
    create: (resource, params) => provider.create(resource, params).catch((error) => Promise.reject(withFormErrors(error))),
    update: (resource, params) => provider.update(resource, params).catch((error) => Promise.reject(withFormErrors(error))),
  };
}
