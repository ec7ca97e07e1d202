import type { MovementOutcomeName } from './movementRecords';

/** The movements screen (docs/modules/movements.md, "The movements screen"), under the Scheduled tab. */
export const movementsPath = '/scheduled/movements';

/** The outcomes a planner still has to deal with, until one marks them resolved. */
export const outcomesToHandle: readonly MovementOutcomeName[] = ['unmatched', 'diverted'];

/**
 * The screen's own filter `open`: unmatched or diverted, not resolved. The list API has no such field
 * (it filters `outcome` and `resolved_at` null), and react-admin drops a null filter value, so the
 * screen keeps `open` and sends it as those two filters. An outcome also picked narrows it; one that
 * cannot be open (applied, refused) gives way to `open`, the filter the reader asked for by name.
 */
export function movementListFilter(filter: Record<string, unknown>): Record<string, unknown> {
  const { open, ...rest } = filter;
  if (open !== true) return rest;
  const picked = ([] as unknown[]).concat(rest.outcome ?? []);
  const outcome = picked.length ? outcomesToHandle.filter((name) => picked.includes(name)) : [...outcomesToHandle];
  return { ...rest, outcome: outcome.length ? outcome : [...outcomesToHandle], resolved_at: null };
}

/** The movements screen filtered the react-admin way (`?filter={...}`), e.g. What's up's figure or an activity's history. */
export function movementsListLink(filter: Record<string, unknown>): string {
  return `${movementsPath}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
