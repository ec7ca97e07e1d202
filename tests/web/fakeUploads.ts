import { vi } from 'vitest';

/** One upload the code under test sent through XMLHttpRequest (src/providers/upload.ts). */
export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  progress(percent: number): void;
  answer(status: number, body: unknown): void;
}

/**
 * Replaces XMLHttpRequest (jsdom's would go to the network) with one that records each upload
 * and answers when the test says so. Undo with vi.unstubAllGlobals().
 */
export function fakeUploads(): FakeUpload[] {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send(body: FormData) {
      uploads.push({
        ...this.request,
        body,
        progress: (percent) => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 }),
        answer: (status, json) => {
          this.status = status;
          this.responseText = JSON.stringify(json);
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
