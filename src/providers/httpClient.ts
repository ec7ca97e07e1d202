import { HttpError } from 'react-admin';
import { requestHeaders } from './requestHeaders';
import { reportHttpFailure } from './httpFailure';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is untyped until a response schema types it
export interface HttpResponse<T = any> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export interface HttpOptions extends Omit<RequestInit, 'body' | 'headers'> {
  headers?: HeadersInit;
  /** A string is sent as is (ra-data-simple-rest stringifies), FormData as multipart, anything else as JSON. */
  body?: BodyInit | object | null;
  /** Skip the error-catalogue dialogs: for calls whose outcome is ignored (logout). */
  silent?: boolean;
}

/**
 * The one way the browser talks to the API: ra-data-simple-rest's httpClient contract
 * ({status, headers, body, json}), react-admin HttpErrors carrying the server's body so
 * field errors reach forms, and the error-catalogue dialogs for 401 / 429 / 5xx.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is untyped until a response schema types it
export async function httpClient<T = any>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const { body: rawBody, headers: init, silent, ...rest } = options;
  const body =
    rawBody === undefined || rawBody === null || typeof rawBody === 'string' || rawBody instanceof FormData
      ? rawBody
      : JSON.stringify(rawBody);
  let response: Response;
  try {
    response = await fetch(url, { ...rest, body: body as BodyInit | null | undefined, headers: requestHeaders(init, body ?? undefined) });
  } catch {
    // No answer at all: a form shows "Something went wrong" (no readable body).
    throw new HttpError('', 0, undefined);
  }
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is untyped until a response schema types it
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.status < 200 || response.status >= 300) {
    if (!silent) reportHttpFailure({ status: response.status, contentType: response.headers.get('Content-Type') ?? '', text });
    throw new HttpError(json?.message ?? response.statusText, response.status, json);
  }
  return { status: response.status, headers: response.headers, body: text, json };
}

/** Shorthand for the JSON calls of the account screens. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is untyped until a response schema types it
export async function apiRequest<T = any>(method: string, url: string, body?: object | FormData): Promise<T> {
  const { json } = await httpClient<T>(url, { method, body });
  return json;
}
