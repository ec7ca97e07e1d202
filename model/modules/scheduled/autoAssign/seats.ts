import type { AssignmentRole } from '../enums';
import type { AutoAssignActivity } from './types';

/**
 * How many technicians an activity needs: its services are done by one crew one after the other, so
 * the largest `technicians_needed` of them (a weekly check's two, not the sum with its walk-around's
 * one). Work with no service yet still needs someone to lead it.
 */
export function seatsNeeded(techniciansNeededPerService: readonly number[]): number {
  return Math.max(1, ...techniciansNeededPerService);
}

/** An open seat: `activity` is the index in the input's activities. */
export interface Seat {
  activity: number;
  role: AssignmentRole;
}

/** The activity's open seats, the lead's first when it has none yet. */
export function openSeats(activity: AutoAssignActivity, index: number): Seat[] {
  const open = Math.max(0, activity.needed - activity.assigned_technician_ids.length);
  return Array.from({ length: open }, (_, n) => ({ activity: index, role: n === 0 && !activity.has_lead ? 'lead' : 'support' }));
}
