/** httpClient's answer when no answer came at all (src/providers/httpClient.ts): status 0. */
export const isNetworkFailure = (error: unknown): boolean => (error as { status?: number } | null)?.status === 0;

/** What the browser believes; a request can still fail on a flaky network, which `isNetworkFailure` tells. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
