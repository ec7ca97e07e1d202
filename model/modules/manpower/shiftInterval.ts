import { localToUtc } from '../../core/localTime';
import { addDays } from './calendarDays';
import type { ShiftKind } from './enums';

/** What the roster needs of a shift type to place it in time. */
export interface ShiftTiming {
  kind: ShiftKind;
  /** Station-local wall clock, HH:MM or HH:MM:SS; empty for off, leave and sick days. */
  start_time: string | null;
  end_time: string | null;
}

export interface ShiftInterval {
  start: Date;
  end: Date;
}

/** Time at work: a training day is working time under the Working Time Directive (Art. 2(1)). */
export const isWorkingKind = (kind: ShiftKind): boolean => kind === 'work' || kind === 'training';

/** Shift types that are placed in time: working ones, and standby (reachable, not at work). */
export const hasShiftTimes = (kind: ShiftKind): boolean => isWorkingKind(kind) || kind === 'standby';

const seconds = (time: string) => {
  const [hour, minute, second = 0] = time.split(':').map(Number);
  return hour * 3600 + minute * 60 + second;
};

/**
 * The instants a shift covers on a station-local date: an end at or before the start is the next
 * morning (a night shift), and the zone's rules place each end on its own day, so a night across
 * a DST change lasts an hour more or less. Null for a day without work (standby included).
 */
export function shiftInterval(type: ShiftTiming, localDate: string, timeZone: string): ShiftInterval | null {
  return isWorkingKind(type.kind) ? shiftSpan(type, localDate, timeZone) : null;
}

/** The instants of a standby day: when the technician can be called out. Null for any other kind. */
export function standbyInterval(type: ShiftTiming, localDate: string, timeZone: string): ShiftInterval | null {
  return type.kind === 'standby' ? shiftSpan(type, localDate, timeZone) : null;
}

function shiftSpan(type: ShiftTiming, localDate: string, timeZone: string): ShiftInterval | null {
  if (!type.start_time || !type.end_time) return null;
  const crossesMidnight = seconds(type.end_time) <= seconds(type.start_time);
  return {
    start: localToUtc(localDate, type.start_time, timeZone),
    end: localToUtc(crossesMidnight ? addDays(localDate, 1) : localDate, type.end_time, timeZone),
  };
}
