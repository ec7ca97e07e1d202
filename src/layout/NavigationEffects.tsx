import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ensureUserLoaded } from '../providers/authProvider';
import { routeForPath } from '../routes/preloadFirstScreen';
import { screens } from '../routes/screens';
import { loadingBar } from './loadingBar/loadingBarController';
import { applyScrollTarget, scrollDelayMs, scrollTargetFor } from './scrollBehaviour';

/** The screen module a path needs (the not-found screen when no route matches). */
export function screenForPath(pathname: string) {
  return screens[routeForPath(pathname)?.screen ?? 'notFound'];
}

/**
 * What happens around every navigation: the loading bar
 * starts, the screen's chunk loads, check-auth runs (a token but no user → fetch it), the
 * bar finishes (red when the chunk failed), and 190 ms later the view scrolls.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const savedPositions = useRef(new Map<string, { top: number; left: number }>());

  useEffect(() => {
    // The map itself never changes (only its entries): the cleanup saves into the same one.
    const positions = savedPositions.current;
    let current = true;
    loadingBar.start();
    Promise.all([screenForPath(location.pathname).preload(), ensureUserLoaded()]).then(
      () => current && loadingBar.finish(),
      () => current && loadingBar.fail(),
    );
    const target = scrollTargetFor(location.hash, positions.get(location.key), navigationType === 'POP');
    const timer = setTimeout(() => applyScrollTarget(target), scrollDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
      positions.set(location.key, { top: window.scrollY, left: window.scrollX });
    };
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
