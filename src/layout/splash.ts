import { useLayoutEffect } from 'react';

/** The id of index.html's splash: the logo the page paints before any script has run. */
export const splashId = 'splash';

/**
 * Takes index.html's splash away as a layout commits: in the same frame the screen's own frame
 * appears, so the page never goes blank between the two (docs/ARCHITECTURE.md, "The browser's
 * first load"). Every layout calls it (default, basic, error): whichever the first screen uses.
 */
export function useRemoveSplash(): void {
  useLayoutEffect(() => {
    document.getElementById(splashId)?.remove();
  }, []);
}
