/** Where a bar's short label goes: in the bar, just right of it, or (no room either) only in its tooltip. */
export type BarLabelPlacement = 'inside' | 'beside' | 'tooltip';

/**
 * A 12 px label's width, estimated: about 7 px a character in the theme's sans-serif (its widest
 * flight numbers and codes, digits and capitals), plus the bar's padding. An estimate rather than a
 * measure: 1 000 bars must not each lay out text before they are drawn.
 */
export const labelWidthOf = (text: string) => text.length * 7 + 8;
/** An icon in a bar and the gap after it. */
export const barIconWidth = 20;

/**
 * A label is shown whole or not at all — never cut to a letter or two: inside the bar when it fits
 * beside the bar's icons, else beside the bar when the track is free that far, else only in the
 * tooltip (which every bar has, on hover and on keyboard focus).
 */
export function barLabelPlacement({
  text,
  barPx,
  roomPx,
  icons,
}: {
  text: string;
  barPx: number;
  /** Free track right of the bar, up to the next bar of its lane. */
  roomPx: number;
  icons: number;
}): BarLabelPlacement {
  const width = labelWidthOf(text);
  if (barPx >= width + icons * barIconWidth) return 'inside';
  if (roomPx >= width) return 'beside';
  return 'tooltip';
}
