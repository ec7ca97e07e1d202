import dayjs from 'dayjs';
import { isoDateFormat, weekStartOf } from '../../../model/dates';

export type RosterSpan = 'week' | 'month';
export const rosterSpans: RosterSpan[] = ['week', 'month'];

export interface RosterPeriod {
  from: string;
  to: string;
  days: string[];
}

/**
 * The days shown around `date`: its week (starting Sunday, or Monday when the settings say so)
 * or its calendar month.
 */
export function rosterPeriod(date: string, span: RosterSpan, weekStartsMonday: boolean): RosterPeriod {
  const day = dayjs(date);
  const start = span === 'month' ? day.startOf('month') : dayjs(weekStartOf(date, weekStartsMonday));
  const end = span === 'month' ? day.endOf('month').startOf('day') : start.add(6, 'day');
  const days = Array.from({ length: end.diff(start, 'day') + 1 }, (_, i) => start.add(i, 'day').format(isoDateFormat));
  return { from: days[0], to: days[days.length - 1], days };
}

/** The same place in the previous or next week / month. */
export const stepPeriod = (date: string, span: RosterSpan, direction: 1 | -1) => dayjs(date).add(direction, span).format(isoDateFormat);

/** Saturday and Sunday get the weekend shading. */
export const isWeekend = (date: string) => [0, 6].includes(dayjs(date).day());
