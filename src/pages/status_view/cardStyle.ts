import type { ActivityStatus } from '../../../model/modules/scheduled';
import { barColours, statusStyle } from '../scheduled';

/**
 * A card's status strip: the timeline's colour and icon for each status (one look across the app),
 * except cancelled, which is grey on the board — red there is kept for late work, the one colour
 * a wall board must never dilute.
 */
export function statusStrip(status: ActivityStatus) {
  const { Icon } = statusStyle[status] ?? statusStyle.planned;
  const colours = status === 'cancelled' ? { bgcolor: 'grey.700', color: 'common.white' } : barColours(status);
  return { Icon, colours };
}

/** Conflict's own colour (white text 9:1), apart from every status and from late's red. */
export const conflictColour = '#6a1b9a';

/** A broken assignment rule's own colour (white text 6.6:1), apart from every status, late and conflict. */
export const rulesBrokenColour = '#00695c';

/** Late work's banner: diagonal stripes, so it reads as an alarm from across a hangar, not only as red. */
export const lateStripes = 'repeating-linear-gradient(135deg, #b3261e 0 14px, #8c1d18 14px 28px)';
