import { useCallback, useEffect, useState } from 'react';
import { statusViewKioskKey } from '../../../model/storageKeys';
import { useRequestKioskLayout } from '../../layout/kioskLayout';

const savedOn = () => localStorage.getItem(statusViewKioskKey) === 'on';

/** Full screen where the browser allows it; refused (no user gesture, an iframe) the board is still kiosk. */
function requestFullScreen() {
  if (document.fullscreenEnabled && !document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => undefined);
}

function leaveFullScreen() {
  if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
}

/**
 * The board's kiosk mode (docs/modules/status_view.md): no nav bar, larger type, full screen when allowed. Saved in
 * localStorage so a wall screen that reloads (power cut, deploy) comes back as it was — browsers
 * only grant full screen on a click, so after a reload the board offers it again. Esc leaves kiosk
 * mode; in full screen the browser takes Esc to leave full screen, and kiosk mode ends with it.
 */
export function useKiosk() {
  const [kiosk, setKiosk] = useState(savedOn);
  const [fullScreen, setFullScreen] = useState(() => !!document.fullscreenElement);
  useRequestKioskLayout(kiosk);

  const enter = useCallback(() => {
    localStorage.setItem(statusViewKioskKey, 'on');
    setKiosk(true);
    requestFullScreen();
  }, []);

  const exit = useCallback(() => {
    localStorage.removeItem(statusViewKioskKey);
    setKiosk(false);
    leaveFullScreen();
  }, []);

  useEffect(() => {
    const onFullScreenChange = () => {
      const now = !!document.fullscreenElement;
      setFullScreen(now);
      if (!now) exit();
    };
    document.addEventListener('fullscreenchange', onFullScreenChange);
    return () => document.removeEventListener('fullscreenchange', onFullScreenChange);
  }, [exit]);

  useEffect(() => {
    if (!kiosk) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) exit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [kiosk, exit]);

  // Leaving the board leaves full screen too: the rest of the app is not made for it.
  useEffect(() => leaveFullScreen, []);

  const canFullScreen = typeof document !== 'undefined' && !!document.fullscreenEnabled;
  return { kiosk, enter, exit, fullScreen, canFullScreen, requestFullScreen };
}
