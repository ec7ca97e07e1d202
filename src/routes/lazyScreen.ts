import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnceForChunkFailure, withTimeout } from './chunkFailure';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes whatever props its route gives it
export type ScreenModule = { default: ComponentType<any> };

export interface LazyScreen {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes whatever props its route gives it
  Component: ComponentType<any>;
  /** Starts (or joins) the module load; the navigation's loading bar waits on it. */
  preload: () => Promise<ScreenModule>;
}

/** A lazily loaded screen (all screens load on demand). */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ScreenModule> | null = null;
  const preload = () => {
    loading ??= withTimeout(load()).catch((error) => {
      loading = null; // a later navigation may try again
      throw error;
    });
    return loading;
  };
  const Component = lazy(() =>
    preload().catch((error) => {
      if (isChunkLoadError(error) && reloadOnceForChunkFailure()) {
        return new Promise<ScreenModule>(() => {}); // the page is reloading
      }
      throw error;
    }),
  );
  return { Component, preload };
}
