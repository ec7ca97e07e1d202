/**
 * What the build tells the server about the first screen's scripts (build/firstLoadHints.ts
 * writes it into dist/, server/plugins/firstLoadLinks.ts announces them with the page). URLs.
 */
export interface FirstLoadHints {
  /** What the signed-out screens add to the entry (sign-in and the other account screens). */
  signedOut: string[];
  /** What every signed-in screen adds: the default layout. */
  signedIn: string[];
  /** What What's up adds to the layout. */
  home: string[];
  /** Each locale's messages, by locale. */
  locales: Record<string, string>;
}

export const firstLoadHintsFile = 'first-load.json';
