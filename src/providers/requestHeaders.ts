import { getToken } from './authState';
import { getCurrentLocale } from './locale';

/** Every request carries Accept-Language, and a bearer token when one exists. */
export function requestHeaders(init?: HeadersInit, body?: unknown): Headers {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // FormData needs the browser's multipart boundary, so no explicit Content-Type then.
  if (body !== undefined && !(body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  headers.set('Accept-Language', getCurrentLocale());
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
