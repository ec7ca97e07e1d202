import { HttpError } from 'react-admin';
import { requestHeaders } from './requestHeaders';
import { reportHttpFailure } from './httpFailure';

/**
 * Fetches a file the API gives only with the bearer token (a link cannot carry it, and the
 * token must not travel in a query string) and saves it under `fileName`. httpClient reads
 * bodies as text, which would corrupt a PDF: hence the same headers on a blob read here.
 */
export async function downloadWithToken(url: string, fileName: string, accept: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: requestHeaders({ Accept: accept }) });
  } catch {
    throw new HttpError('', 0, undefined);
  }
  if (!response.ok) {
    const text = await response.text();
    reportHttpFailure({ status: response.status, contentType: response.headers.get('Content-Type') ?? '', text });
    let message = response.statusText;
    try {
      message = JSON.parse(text).message ?? message;
    } catch {
      // Not JSON: the status text says enough.
    }
    throw new HttpError(message, response.status, undefined);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
