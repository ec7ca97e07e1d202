import type { ActivityMove, TimelineActivity } from '../timelineTypes';
import { draggedMinutes, type TimeAxis } from '../../../components/timeline/timeAxis';
import type { BarDrop } from '../../../components/timeline/useBarDrag';

/** Re-timing snaps to five minutes: the precision of a turnaround plan. */
export const snapMinutes = 5;
const minuteMs = 60_000;
const technicianOf = (rowKey: string | null) => (rowKey?.startsWith('technician:') ? Number(rowKey.slice('technician:'.length)) : null);
const shifted = (instant: string | null, minutes: number) =>
  instant ? new Date(new Date(instant).getTime() + minutes * minuteMs).toISOString() : undefined;

/**
 * What a drop asks for: sideways = the scheduled times moved by the same minutes; onto another
 * technician's row = the work handed from the row's technician to that one. Nothing changed → null.
 */
export function dropToMove(activity: TimelineActivity, fromRowKey: string, drop: BarDrop, axis: TimeAxis): ActivityMove | null {
  const minutes = draggedMinutes(axis, drop.dx, drop.trackWidth, snapMinutes);
  const move: ActivityMove = {};
  if (minutes !== 0) {
    const sta = shifted(activity.sta_at, minutes);
    const std = shifted(activity.std_at, minutes);
    if (sta) move.sta_at = sta;
    if (std) move.std_at = std;
  }
  const to = technicianOf(drop.rowKey);
  const from = technicianOf(fromRowKey);
  if (to !== null && to !== from) {
    move.to_technician_id = to;
    if (from !== null) move.from_technician_id = from;
  }
  return Object.keys(move).length ? move : null;
}

/**
 * The move that takes `move` back: the times the activity had, the work handed back. None when the
 * move was a first assignment (its reverse would be an unassignment, not a move).
 */
export function undoMove(activity: TimelineActivity, move: ActivityMove): ActivityMove | null {
  if (move.to_technician_id !== undefined && move.from_technician_id === undefined) return null;
  const back: ActivityMove = {};
  if (move.sta_at !== undefined) back.sta_at = activity.sta_at;
  if (move.std_at !== undefined) back.std_at = activity.std_at;
  if (move.to_technician_id !== undefined) {
    back.from_technician_id = move.to_technician_id;
    back.to_technician_id = move.from_technician_id;
  }
  return back;
}
