/** Scroll delay after navigation. */
export const scrollDelayMs = 190;

export type ScrollTarget = { kind: 'anchor'; id: string } | { kind: 'position'; top: number; left: number } | { kind: 'top' };

/**
 * Where the view goes after a navigation: back to the saved position when going
 * back/forward, else to the hash anchor when present, else to the top.
 */
export function scrollTargetFor(hash: string, saved: { top: number; left: number } | undefined, isHistoryPop: boolean): ScrollTarget {
  if (isHistoryPop && saved) return { kind: 'position', ...saved };
  if (hash && hash.length > 1) return { kind: 'anchor', id: decodeURIComponent(hash.slice(1)) };
  return { kind: 'top' };
}

export function applyScrollTarget(target: ScrollTarget): void {
  if (target.kind === 'anchor') {
    const element = document.getElementById(target.id);
    if (element) {
      element.scrollIntoView();
      return;
    }
  }
  if (target.kind === 'position') window.scrollTo(target.left, target.top);
  else window.scrollTo(0, 0);
}
