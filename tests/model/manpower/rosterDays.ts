import { addDays } from '../../../model/modules/manpower/calendarDays';
import type { RosteredDay } from '../../../model/modules/manpower/restRules';
import { shiftInterval, type ShiftTiming } from '../../../model/modules/manpower/shiftInterval';

/** The demo company's shift types (server/db/seed/manpower/shiftTypes.ts) as the rules see them. */
export const shifts: Record<string, ShiftTiming> = {
  D: { kind: 'work', start_time: '06:00', end_time: '14:30' },
  E: { kind: 'work', start_time: '14:00', end_time: '22:30' },
  N: { kind: 'work', start_time: '22:00', end_time: '06:30' },
  T: { kind: 'training', start_time: '08:00', end_time: '16:30' },
  O: { kind: 'off', start_time: null, end_time: null },
  L: { kind: 'leave', start_time: null, end_time: null },
  /** Fourteen hours: longer than a day minus 11 h of rest. */
  X: { kind: 'work', start_time: '08:00', end_time: '22:00' },
  /** Twelve hours, for the weekly averages. */
  W: { kind: 'work', start_time: '07:00', end_time: '19:00' },
};

/** A technician's days from `first`, one letter a day ("DDEEN.O": `.` is no shift). */
export function rosterDays(first: string, pattern: string, timeZone = 'Europe/Paris'): RosteredDay[] {
  return [...pattern].flatMap((code, index) => {
    if (code === '.') return [];
    const local_date = addDays(first, index);
    const interval = shiftInterval(shifts[code], local_date, timeZone);
    return [{ local_date, start: interval?.start ?? null, end: interval?.end ?? null }];
  });
}
