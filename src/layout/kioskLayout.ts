import { useEffect, useSyncExternalStore } from 'react';
import { changeListeners } from '../components/changeListeners';

/**
 * Kiosk mode of the default layout: a screen meant for a wall (the status board) asks the layout to
 * leave out its nav bar and margins while it is on show. One flag outside React's tree, because
 * the layout renders above the screen and must not re-render the screen to learn it.
 */
let kiosk = false;
const listeners = changeListeners();

function setKiosk(on: boolean) {
  if (kiosk === on) return;
  kiosk = on;
  listeners.notify();
}

const subscribe = listeners.subscribe;

/** For the layout: whether the screen on show is in kiosk mode. */
export function useKioskLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => kiosk,
    () => false,
  );
}

/** For a screen: kiosk mode while mounted with `on`; leaving the screen always gives the nav bar back. */
export function useRequestKioskLayout(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    setKiosk(true);
    return () => setKiosk(false);
  }, [on]);
}
