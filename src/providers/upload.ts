import { HttpError } from 'react-admin';
import { requestHeaders } from './requestHeaders';
import { reportHttpFailure } from './httpFailure';

/**
 * Multipart upload with progress (files go as multipart form data, and the
 * upload reports its progress). fetch cannot report upload progress, XMLHttpRequest can.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is untyped until a response schema types it
export function uploadWithProgress<T = any>(
  method: string,
  url: string,
  data: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    requestHeaders(undefined, data).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError('', 0, undefined));
    xhr.onload = () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's JSON is untyped until a response schema types it
      let json: any;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(json as T);
        return;
      }
      reportHttpFailure({ status: xhr.status, contentType: xhr.getResponseHeader('Content-Type') ?? '', text: xhr.responseText });
      reject(new HttpError(json?.message ?? xhr.statusText, xhr.status, json));
    };
    xhr.send(data);
  });
}
