import { lazy, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnceForChunkFailure, withTimeout } from './chunkFailure';

export type ScreenModule = { default: ComponentType<any> };

export interface LazyScreen {
  Component: ComponentType<any>;
  /** Starts (or joins) the module load; the navigation's loading bar waits on it. */
  preload: () => Promise<ScreenModule>;
}

/** A lazily loaded screen (spec §2: "All screens load on demand"). */
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
