/** Module load timeout. */
export const screenLoadTimeoutMs = 120000;

const reloadMarkerKey = 'screen_reload_at';
/** A second failure this soon after a reload is not retried: it shows the error layout instead. */
const reloadLoopGuardMs = 10000;

/**
 * Failed screen loads ("Loading chunk {n} failed" with a cause of missing, timeout
 * or error) as webpack, Vite and the browsers word them.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError|dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module|Screen load timed out/i.test(
    message,
  );
}

/** Rejects when the module has not arrived within the timeout, so a hung load can be retried. */
export function withTimeout<T>(promise: Promise<T>, ms = screenLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Screen load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * How "if a screen fails to load, the page reloads" is read: a new deployment has
 * usually replaced the chunk, and a reload fetches the new index. Reloads once; returns
 * false when it already did, so the caller shows the error layout instead of looping.
 */
export function reloadOnceForChunkFailure(reload: () => void = () => window.location.reload()): boolean {
  const last = Number(sessionStorage.getItem(reloadMarkerKey) ?? 0);
  if (Date.now() - last < reloadLoopGuardMs) return false;
  sessionStorage.setItem(reloadMarkerKey, String(Date.now()));
  reload();
  return true;
}
