import { addDays, daysInMonth, monthEndOf, monthStartOf, weekStartOf } from './calendarDays';

/**
 * Overtime on the roster (docs/modules/manpower.md): the hours a technician is rostered to work over
 * their contract (`technicians.contract_weekly_hours`), per company week and per calendar month. A
 * month's contract is the weekly hours × the month's days / 7 (30 days at 40 h a week: 171.4 h), so
 * a month is not judged as four weeks. Worked time is the rostered working shifts — work and
 * training (shiftInterval.ts: training is working time) — each counted whole on its own
 * station-local day, so a night shift belongs to the week and month it starts in. Standby, leave,
 * sickness and days off add nothing. The roster grid, its unsaved edits and What's up read this one
 * function.
 */

/** A rostered day as the rules see it (restRules' RosteredDay): working instants, or none. */
export interface WorkedDay {
  local_date: string;
  start: Date | null;
  end: Date | null;
}

export type OvertimePeriodKind = 'week' | 'month';

export interface OvertimePeriod {
  kind: OvertimePeriodKind;
  /** First and last station-local day of the company week or calendar month. */
  from: string;
  to: string;
  worked_minutes: number;
  contract_minutes: number;
  /** Worked over contract; 0 when within it. */
  overtime_minutes: number;
}

export interface OvertimeOptions {
  /** Only periods wholly inside from–to are judged: a period seen in part would count too little. */
  from: string;
  to: string;
  weekStartsMonday: boolean;
}

const minuteMs = 60_000;

/** The contract's minutes in a calendar month: weekly hours × days in the month / 7. */
export const monthContractMinutes = (contractWeeklyHours: number, month: string): number =>
  Math.round((contractWeeklyHours * 60 * daysInMonth(month)) / 7);

function period(kind: OvertimePeriodKind, from: string, to: string, days: readonly WorkedDay[], contractMinutes: number): OvertimePeriod {
  const worked = Math.round(
    days
      .filter((day) => day.start && day.end && day.local_date >= from && day.local_date <= to)
      .reduce((total, day) => total + (day.end!.getTime() - day.start!.getTime()) / minuteMs, 0),
  );
  return {
    kind,
    from,
    to,
    worked_minutes: worked,
    contract_minutes: contractMinutes,
    overtime_minutes: Math.max(0, worked - contractMinutes),
  };
}

/** The weeks and months wholly inside `from`–`to`, each with its worked, contract and overtime minutes. */
export function overtimePeriods(days: readonly WorkedDay[], contractWeeklyHours: number, options: OvertimeOptions): OvertimePeriod[] {
  const periods: OvertimePeriod[] = [];
  const weekly = Math.round(contractWeeklyHours * 60);
  for (let week = weekStartOf(options.from, options.weekStartsMonday); addDays(week, 6) <= options.to; week = addDays(week, 7)) {
    if (week >= options.from) periods.push(period('week', week, addDays(week, 6), days, weekly));
  }
  for (let month = monthStartOf(options.from); monthEndOf(month) <= options.to; month = addDays(monthEndOf(month), 1)) {
    if (month >= options.from)
      periods.push(period('month', month, monthEndOf(month), days, monthContractMinutes(contractWeeklyHours, month)));
  }
  return periods;
}

/** The periods with overtime only. */
export const overtimeOf = (days: readonly WorkedDay[], contractWeeklyHours: number, options: OvertimeOptions): OvertimePeriod[] =>
  overtimePeriods(days, contractWeeklyHours, options).filter((found) => found.overtime_minutes > 0);
