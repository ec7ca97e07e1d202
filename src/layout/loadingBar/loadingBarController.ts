/** Loading bar constants. */
export const loadingBarTiming = {
  durationMs: 3000,
  tickMs: 100,
  /** The bar finishes by itself once it passes this percentage. */
  autoFinishAbovePercent: 95,
  hideAfterMs: 500,
} as const;

export interface LoadingBarState {
  show: boolean;
  percent: number;
  /** false after a failure: the bar turns red. */
  canSuccess: boolean;
}

/**
 * The loading bar: shown flag and percent. It starts on navigation, grows every
 * tick so that it would fill in the duration, finishes when the screen is ready (or by
 * itself above 95 %), turns red on failure, and hides 500 ms after finishing.
 */
export class LoadingBarController {
  private state: LoadingBarState = { show: false, percent: 0, canSuccess: true };
  private ticker: ReturnType<typeof setInterval> | null = null;
  private hider: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();

  getState = (): LoadingBarState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    this.stopTimers();
    this.update({ show: true, percent: 0, canSuccess: true });
    const step = (100 * loadingBarTiming.tickMs) / loadingBarTiming.durationMs;
    this.ticker = setInterval(() => {
      this.update({ percent: Math.min(100, this.state.percent + step) });
      if (this.state.percent > loadingBarTiming.autoFinishAbovePercent) this.finish();
    }, loadingBarTiming.tickMs);
  }

  finish(): void {
    if (!this.state.show) return;
    this.stopTimers();
    this.update({ percent: 100 });
    this.hider = setTimeout(() => this.update({ show: false, percent: 0 }), loadingBarTiming.hideAfterMs);
  }

  fail(): void {
    this.update({ canSuccess: false });
    this.finish();
  }

  private stopTimers(): void {
    if (this.ticker) clearInterval(this.ticker);
    if (this.hider) clearTimeout(this.hider);
    this.ticker = null;
    this.hider = null;
  }

  private update(patch: Partial<LoadingBarState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}

/** The application's one loading bar. */
export const loadingBar = new LoadingBarController();
