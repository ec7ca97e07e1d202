import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkFailure, screenLoadTimeoutMs, withTimeout } from '../../../src/routes/chunkFailure';

describe('screen load failures', () => {
  afterEach(() => vi.useRealTimers());

  it('recognises failed chunk loads (missing, timeout, error)', () => {
    expect(isChunkLoadError(new Error('Loading chunk 7 failed. (missing: /assets/x.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/Home.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Screen load timed out after 120000 ms'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('gives up on a module after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(screenLoadTimeoutMs).toBe(120000);
    const load = withTimeout(new Promise(() => {}));
    const settled = vi.fn();
    load.catch(settled);
    await vi.advanceTimersByTimeAsync(119999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/timed out/) }));
  });

  it('reloads the page once, not in a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkFailure(reload)).toBe(true);
    expect(reloadOnceForChunkFailure(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
