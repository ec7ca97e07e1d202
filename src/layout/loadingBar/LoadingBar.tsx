import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { loadingBar } from './loadingBarController';

/** 2 px, light blue, red after a failure. */
export const loadingBarStyle = { height: 2, color: '#87cefa', failedColor: '#e53935' } as const;

/**
 * The bar lies over the top of every layout, outside their landmarks: it sits in a status
 * region, so assistive technology hears that a screen is loading. Idle (faded out), it is
 * hidden from them as it is from sight.
 */
export function LoadingBar() {
  const translate = useTranslate();
  const { show, percent, canSuccess } = useSyncExternalStore(loadingBar.subscribe, loadingBar.getState);
  return (
    <div role="status">
      <div
        role="progressbar"
        aria-label={translate('ra.page.loading')}
        aria-hidden={!show}
        aria-valuenow={Math.round(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        data-testid="loading-bar"
        style={{
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 2000,
          height: loadingBarStyle.height,
          width: `${percent}%`,
          opacity: show ? 1 : 0,
          backgroundColor: canSuccess ? loadingBarStyle.color : loadingBarStyle.failedColor,
          transition: 'width 0.1s linear, opacity 0.3s',
          pointerEvents: 'none',
        }}
      />
    </div>
  );
}
