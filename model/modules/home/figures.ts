import { activityStatuses, type ActivityStatus } from '../scheduled';

/**
 * What's up's activity figures (docs/modules/home.md). Each figure is defined by the Scheduled list's own
 * filter (GET /api/activities `filter`): the server counts it with that filter and the figure links
 * to the list filtered by it, so the number on the card is the number of rows the link shows.
 */
export interface ActivityFilter {
  date: string;
  status?: ActivityStatus;
  unassigned?: true;
  late?: true;
  conflict?: true;
  rules_broken?: true;
}

export const activityFigureIds = ['total', ...activityStatuses, 'unassigned', 'late', 'conflicts', 'rules_broken'] as const;
export type ActivityFigureId = (typeof activityFigureIds)[number];

export interface FigureDefinition<Id extends string, Filter> {
  id: Id;
  filter: Filter;
}

/** The day's figures, in the order the page shows them. */
export function activityFigures(date: string): FigureDefinition<ActivityFigureId, ActivityFilter>[] {
  return [
    { id: 'total', filter: { date } },
    ...activityStatuses.map((status) => ({ id: status, filter: { date, status } })),
    // Nobody on it and not started: assigning moves an activity to assigned, removing the last
    // person moves it back, so "planned with no one" is the work still waiting for people.
    { id: 'unassigned', filter: { date, status: 'planned', unassigned: true } },
    { id: 'late', filter: { date, late: true } },
    { id: 'conflicts', filter: { date, conflict: true } },
    // Someone on it breaks a roster or rest rule since a movement (or a person) re-timed it.
    { id: 'rules_broken', filter: { date, rules_broken: true } },
  ];
}

/** The Scheduled tab as a list filtered to exactly a figure's activities (read by src/pages/scheduled/scheduledFilters.ts). */
export function scheduledListLink(filter: ActivityFilter): string {
  return `/scheduled?view=list&filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/** A settings list filtered the react-admin way (`?filter={...}` in the URL). */
export function resourceListLink(resource: string, filter: Record<string, unknown>): string {
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
