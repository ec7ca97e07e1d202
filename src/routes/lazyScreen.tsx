import { lazy, useEffect, useState, type ComponentType } from 'react';
import { isChunkLoadError, reloadOnceForChunkFailure, withTimeout } from './chunkFailure';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes whatever props its route gives it
export type ScreenModule = { default: ComponentType<any> };

export interface LazyScreen {
  /**
   * The screen: nothing until its code is in, then the screen itself. It does not suspend: React
   * holds back content that replaces a Suspense fallback for 300 ms after the fallback showed, so
   * a suspending screen left the page blank that long on every first visit, however fast its
   * chunk came. A failed load is thrown to the nearest error boundary (ScreenBoundary).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes whatever props its route gives it
  Component: ComponentType<any>;
  /**
   * The same screen as a suspending (React.lazy) component, for a frame that must appear together
   * with its screen (the signed-out card, src/routes/RouteScreen.tsx).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes whatever props its route gives it
  Suspending: ComponentType<any>;
  /** Starts (or joins) the module load; the navigation's loading bar waits on it. */
  preload: () => Promise<ScreenModule>;
}

/** A never-settling load: the page is reloading to fetch a new deployment's chunks. */
const reloading = () => new Promise<ScreenModule>(() => {});

/** A lazily loaded screen (all screens load on demand). */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ScreenModule> | null = null;
  let loaded: ScreenModule | undefined;
  const preload = () => {
    loading ??= withTimeout(load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null; // a later navigation may try again
        throw error;
      },
    );
    return loading;
  };
  const loadOrReload = () =>
    preload().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnceForChunkFailure()) return reloading();
      throw error;
    });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a screen takes whatever props its route gives it
  function Component(props: any) {
    const [state, setState] = useState<{ module?: ScreenModule; error?: unknown }>(() => ({ module: loaded }));
    const pending = !state.module && !('error' in state);
    useEffect(() => {
      if (!pending) return;
      let current = true;
      loadOrReload().then(
        (module) => current && setState({ module }),
        (error: unknown) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [pending]);
    if ('error' in state) throw state.error;
    const Screen = state.module?.default;
    return Screen ? <Screen {...props} /> : null;
  }

  return { Component, Suspending: lazy(loadOrReload), preload };
}
