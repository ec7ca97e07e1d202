import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import Cookies from 'js-cookie';
import { clearAuth } from '../../src/providers/authState';
import { setCurrentLocale } from '../../src/providers/locale';
import { closeDialog } from '../../src/layout/dialogs/dialogStore';

// jsdom has no layout: MUI and the scroll behaviour call these.
window.scrollTo = vi.fn();
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  forgetStyles();
  localStorage.clear();
  sessionStorage.clear();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  delete window.config;
});

// Files share one module graph (vitest.config.ts): what a file stubbed or spied on is put back
// before the next file runs.
afterAll(() => {
  clearAuth();
  closeDialog();
  setCurrentLocale('en');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

let emotionCache: EmotionCache | null = null;

/**
 * Empties the style sheet MUI writes through (emotion's default cache): its rules would otherwise
 * pile up test after test, file after file (a few thousand <style> tags), and jsdom reads every one
 * on each getComputedStyle, which Testing Library calls for every role query. The next render
 * writes again what it uses.
 */
function forgetStyles() {
  if (!emotionCache) {
    const Probe = () => {
      emotionCache = useEmotionCache();
      return null;
    };
    render(createElement(Probe)).unmount();
  }
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}
