import type { RuleName } from '../../../model/modules/scheduled/ruleNames';
import type { Database } from '../../db/client';

/**
 * What others hear of the Scheduled actions (assignment, unassignment, re-timing, cancellation, and
 * the rules a re-timing makes someone break).
 * Direction: Scheduled is the base module and imports none of the tabs built on it; a tab that
 * reacts to its changes (Notifications, server/modules/notifications/activityNotifications.ts)
 * registers a watcher here from its own index.ts, so the dependency goes from that tab to Scheduled.
 * A watcher runs inside the action's transaction: what it writes exists exactly when the change does.
 */

export type ActivityChange =
  | { kind: 'assignment' | 'unassignment'; technicianId: number }
  | { kind: 'retiming' }
  | { kind: 'cancellation'; reason: string }
  /** A re-timing made someone on the job break these rules (crewRecheck.ts). */
  | { kind: 'rules_broken'; technicianId: number; rules: readonly RuleName[] };

export interface ActivityWatch {
  /** After the change: tell of these changes (the watcher compares with what it noted before). */
  notify(changes: readonly ActivityChange[]): Promise<void>;
}

/** The same for several activities changed together (a batch of flight movements). */
export interface ActivitiesWatch {
  /** After the changes: tell each activity's, and the double bookings each now makes (even with no change to tell). */
  notify(changesOf: (activityId: number) => readonly ActivityChange[]): Promise<void>;
}

/** Called before activities change, in their transaction: it notes what it needs to compare afterwards. */
export type ActivityWatcher = (tx: Database, actorUserId: number | null, activityIds: readonly number[]) => Promise<ActivitiesWatch>;

const watchers: ActivityWatcher[] = [];

/** Registers a watcher of every Scheduled action (once, from the watching module's index.ts). */
export function onActivityChange(watcher: ActivityWatcher): void {
  if (!watchers.includes(watcher)) watchers.push(watcher);
}

/**
 * Call before activities change; `notify` afterwards tells every registered watcher, one after another.
 * `actorUserId`: the person who made the change, told nothing; null when a system made it.
 */
export async function watchActivities(tx: Database, actorUserId: number | null, activityIds: readonly number[]): Promise<ActivitiesWatch> {
  const watches: ActivitiesWatch[] = [];
  // One after another: inside a transaction they share one connection.
  for (const watcher of watchers) watches.push(await watcher(tx, actorUserId, activityIds));
  return {
    async notify(changesOf) {
      for (const watch of watches) await watch.notify(changesOf);
    },
  };
}

/** watchActivities for the one activity most actions change. */
export async function watchActivity(tx: Database, actorUserId: number | null, activityId: number): Promise<ActivityWatch> {
  const watch = await watchActivities(tx, actorUserId, [activityId]);
  return { notify: (changes) => watch.notify(() => changes) };
}
