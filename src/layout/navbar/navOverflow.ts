/**
 * How many nav items fit inline (the "priority+" pattern): every item when they all fit,
 * otherwise as many as fit next to the "More" button that holds the rest. Widths in px.
 */
export function countFittingItems(itemWidths: readonly number[], available: number, moreWidth: number): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}

/** Below this viewport width the items move into a drawer behind a menu button. */
export const navDrawerBelowPx = 1000;
