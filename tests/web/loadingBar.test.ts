import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBarController, loadingBarTiming } from '../../src/layout/loadingBar/loadingBarController';
import { loadingBarStyle } from '../../src/layout/loadingBar/LoadingBar';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants: 3000 ms, 100 ms tick, above 95 %, hides after 500 ms, 2 px light blue', () => {
    expect(loadingBarTiming).toEqual({ durationMs: 3000, tickMs: 100, autoFinishAbovePercent: 95, hideAfterMs: 500 });
    expect(loadingBarStyle.height).toBe(2);
    expect(loadingBarStyle.color).toBe('#87cefa');
  });

  it('starts shown at 0 % and grows every 100 ms so that it would fill in 3000 ms', () => {
    const bar = new LoadingBarController();
    bar.start();
    expect(bar.getState()).toEqual({ show: true, percent: 0, canSuccess: true });
    vi.advanceTimersByTime(99);
    expect(bar.getState().percent).toBe(0);
    vi.advanceTimersByTime(1);
    expect(bar.getState().percent).toBeCloseTo(100 / 30);
    vi.advanceTimersByTime(1400);
    expect(bar.getState().percent).toBeCloseTo(50);
  });

  it('finishes by itself once above 95 %, then hides 500 ms later', () => {
    const bar = new LoadingBarController();
    bar.start();
    vi.advanceTimersByTime(2800); // 93.3 %
    expect(bar.getState().percent).toBeLessThan(95);
    vi.advanceTimersByTime(100); // 96.7 % → finish
    expect(bar.getState().percent).toBe(100);
    expect(bar.getState().show).toBe(true);
    vi.advanceTimersByTime(499);
    expect(bar.getState().show).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState().show).toBe(false);
  });

  it('finishes at 100 % when the screen is ready and hides after 500 ms', () => {
    const bar = new LoadingBarController();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getState()).toMatchObject({ show: true, percent: 100, canSuccess: true });
    vi.advanceTimersByTime(500);
    expect(bar.getState().show).toBe(false);
  });

  it('turns red (canSuccess false) on failure, and a new navigation starts it afresh', () => {
    const bar = new LoadingBarController();
    bar.start();
    bar.fail();
    expect(bar.getState()).toMatchObject({ canSuccess: false, percent: 100 });
    bar.start();
    expect(bar.getState()).toEqual({ show: true, percent: 0, canSuccess: true });
  });
});
