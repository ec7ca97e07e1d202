/**
 * Names of everything the browser keeps between page loads. Kept in one place because the
 * app ties behaviour to them (the saved calendar date is cleared at start and on logout,
 * the cached filters are cleared on a region change) and tests must use the same names.
 */

/** Cookie holding the bearer token (docs/security.md). */
export const tokenCookie = 'token';
/** Cookie holding the chosen language. */
export const localeCookie = 'locale';
/** Cookie remembering where a signed-out visitor wanted to go (the "auth" guard, model/routes.ts). */
export const intendedUrlCookie = 'intended_url';
/** Token and locale cookies last this long when persisted. */
export const persistentCookieDays = 365;

/** localStorage key of the saved calendar date (What's up and the planning tabs). */
export const calendarDateKey = 'calendar_date';
/** sessionStorage key of the region chosen in the nav bar dropdown (docs/security.md, "The active region"). */
export const activeRegionKey = 'active_region';
/** localStorage key: the status board stays in kiosk mode (full screen, no nav bar) after a reload ('on'). */
export const statusViewKioskKey = 'status_view_kiosk';
/**
 * localStorage key: this device's outbox holds actions ('1'; src/components/offline/outboxDemand.ts), so a page
 * load knows whether to load the outbox's replay before reading IndexedDB.
 */
export const outboxWaitingKey = 'outbox_waiting';
/**
 * Cache Storage name of the API's GET answers the service worker keeps for offline use
 * (build/pwa.ts); logout deletes it, so the next person on a shared phone does not read them.
 */
export const apiCacheName = 'tarmac-api';

/**
 * Prefixes of the react-admin store keys under which the region-scoped screens keep their
 * filters (`<prefix>.listParams`, `<prefix>.filters` …). A region change removes every key
 * under these prefixes, because filters picked in one region make no sense in another.
 */
export const regionScopedFilterPrefixes = [
  'scheduled',
  'on_call',
  'resources',
  'parts',
  'manpower',
  'de_icing',
  'default_schedules',
  // Settings lists of region-owned records (src/components/crud/list/listStoreKey.ts).
  'crud.region',
] as const;
