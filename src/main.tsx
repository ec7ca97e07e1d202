import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { calendarDateKey } from '../model/storageKeys';
import { createI18nProvider } from './providers/i18nProvider';
import { getCurrentLocale } from './providers/locale';
import { preloadFirstScreen } from './routes/preloadFirstScreen';
import { registerServiceWorker } from './registerServiceWorker';
import { App } from './App';

// The saved calendar date is cleared at application start: a fresh visit opens on today.
localStorage.removeItem(calendarDateKey);

const store = localStorageStore(undefined, 'Tarmac');

// The locale is chosen as this starts (its messages then load): the early requests announce it.
const i18n = createI18nProvider();
preloadFirstScreen(window.location.pathname);

void i18n.then((i18nProvider) => {
  // The locale cookie is the source of truth; react-admin's store must agree with it.
  store.setItem('locale', getCurrentLocale());
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a phone's first load: Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18nProvider={i18nProvider} store={store} />
      </StrictMode>,
    );
  });
});

// Once the first screen has settled (its requests go first): offline shell and API answers.
registerServiceWorker();
