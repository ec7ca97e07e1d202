import { localToUtc } from '../../core/localTime';
import { addDays, daysInMonth, monthEndOf, monthStartOf, weekStartOf } from './calendarDays';
import type { RestRuleName, UsWeeklyRestBasis } from './enums';
import { type restRuleReasons, type RestSettings } from './restRuleCatalogue';

/**
 * The rest rules of the roster (docs/modules/manpower.md), each a pure function over one
 * technician's shifts as instants. A rule looks at whole periods around the viewed days (the rest
 * before the first day, a 7-day window, the reference weeks of the average), so the caller passes
 * shifts from `restRuleWindow` and the rules report only the days from `from` to `to`.
 */

/** One rostered day of a technician: its working instants, or none (off, leave, sick). */
export interface RosteredDay {
  local_date: string;
  /** The working shift's instants; empty for a day without work (standby included). */
  start: Date | null;
  end: Date | null;
  /** A standby day's hours: the technician may be called out for an on-call job then. */
  standby?: { start: Date; end: Date } | null;
  /** A training shift: working time for the rest rules, but not available for work (the `rostered` rule). */
  training?: boolean;
}

export interface RestContext {
  /** The viewed station's zone: periods and days are counted on its calendar. */
  timeZone: string;
  weekStartsMonday: boolean;
  /** 14 CFR 121.377 applies: the station's airport is in the United States. */
  us: boolean;
  /**
   * How the station reads 14 CFR 121.377 (`stations.us_weekly_rest_basis`): 24 h off in any 7
   * consecutive days (the default), or the equivalent within each calendar month.
   */
  usWeeklyBasis?: UsWeeklyRestBasis;
  from: string;
  to: string;
}

export interface RestViolation {
  rule: RestRuleName;
  technician_id: number;
  local_date: string;
  reason: string;
  params: Record<string, string | number>;
}

interface WorkInterval {
  local_date: string;
  start: number;
  end: number;
}

type RuleCheck = (work: readonly WorkInterval[], settings: RestSettings, context: RestContext) => Omit<RestViolation, 'technician_id'>[];

const hourMs = 3_600_000;
const hours = (ms: number) => Math.round(ms / (hourMs / 10)) / 10;
const inRange = (date: string, context: RestContext) => date >= context.from && date <= context.to;
const midnight = (date: string, context: RestContext) => localToUtc(date, '00:00', context.timeZone).getTime();

function violation<R extends RestRuleName>(
  rule: R,
  reason: (typeof restRuleReasons)[R][number],
  localDate: string,
  params: Record<string, string | number>,
) {
  return { rule, local_date: localDate, reason: `manpower.rules.${rule}.${reason}`, params };
}

/** The longest stretch without work inside [from, to): the rest that window holds. */
function longestRestWithin(work: readonly WorkInterval[], from: number, to: number): number {
  let longest = 0;
  let cursor = from;
  for (const shift of work) {
    if (shift.end <= from || shift.start >= to) continue;
    longest = Math.max(longest, shift.start - cursor);
    cursor = Math.max(cursor, shift.end);
  }
  return Math.max(longest, to - cursor);
}

/** The last working day of a period, where a breach of that period is flagged. */
const lastWorkingDay = (work: readonly WorkInterval[], first: string, last: string) =>
  work.filter((shift) => shift.local_date >= first && shift.local_date <= last).at(-1)?.local_date ?? null;

/** The starts of the weeks (Monday or Sunday) that hold a viewed day. */
function weeksOf(context: RestContext): string[] {
  const weeks: string[] = [];
  for (let week = weekStartOf(context.from, context.weekStartsMonday); week <= context.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * EU Working Time Directive 2003/88/EC Art. 3: 11 consecutive hours of rest in every 24 hours —
 * between two shifts, and so also no shift longer than 24 h minus that rest.
 */
const dailyRest: RuleCheck = (work, settings, context) => {
  const min = settings.min_daily_rest_hours;
  const found: ReturnType<RuleCheck> = [];
  let previousEnd: number | null = null;
  for (const shift of work) {
    if (inRange(shift.local_date, context)) {
      if (previousEnd !== null && shift.start - previousEnd < min * hourMs) {
        found.push(violation('daily_rest', 'short_rest', shift.local_date, { hours: hours(Math.max(0, shift.start - previousEnd)), min }));
      }
      if (shift.end - shift.start > (24 - min) * hourMs) {
        found.push(violation('daily_rest', 'long_shift', shift.local_date, { hours: hours(shift.end - shift.start), max: 24 - min }));
      }
    }
    previousEnd = Math.max(previousEnd ?? shift.end, shift.end);
  }
  return found;
};

/**
 * Art. 5: an uninterrupted rest of 24 h plus the 11 h of Art. 3 in each 7-day period. The rest may
 * fall anywhere in the period (CJEU C-306/16, Maio Marques da Rosa), so each period is checked as a
 * whole — but within it: a rest across two periods counts in each only for its part there. Periods
 * are the company's weeks.
 */
const weeklyRest: RuleCheck = (work, settings, context) => {
  const min = settings.min_weekly_rest_hours;
  return weeksOf(context).flatMap((week) => {
    const last = addDays(week, 6);
    const flagged = lastWorkingDay(work, week, last);
    if (!flagged || !inRange(flagged, context)) return [];
    const rest = longestRestWithin(work, midnight(week, context), midnight(addDays(week, 7), context));
    return rest < min * hourMs
      ? [violation('weekly_rest', 'short_rest', flagged, { hours: hours(rest), min, period_start: week, period_end: last })]
      : [];
  });
};

/** Working hours inside [from, to): a shift across a boundary counts on each side for its part. */
const workedMs = (work: readonly WorkInterval[], from: number, to: number) =>
  work.reduce((total, shift) => total + Math.max(0, Math.min(shift.end, to) - Math.max(shift.start, from)), 0);

/**
 * Art. 6(b): at most 48 hours a week on average, over a reference period of up to 4 months
 * (Art. 16(b), 17 weeks by default): each week is checked with the weeks before it.
 */
const averageWeeklyHours: RuleCheck = (work, settings, context) => {
  const max = settings.max_average_weekly_hours;
  const weeks = settings.average_reference_weeks;
  return weeksOf(context).flatMap((week) => {
    const flagged = lastWorkingDay(work, week, addDays(week, 6));
    if (!flagged || !inRange(flagged, context)) return [];
    const total = workedMs(work, midnight(addDays(week, -7 * (weeks - 1)), context), midnight(addDays(week, 7), context));
    const average = total / weeks;
    return average > max * hourMs
      ? [violation('average_weekly_hours', 'over_average', flagged, { hours: hours(average), max, weeks })]
      : [];
  });
};

/**
 * 14 CFR 121.377: relieved from all duty for at least 24 consecutive hours during any 7 consecutive
 * days (US stations) — "or the equivalent thereof within any one calendar month" when the station
 * chose that basis (`usMonthlyOff`).
 */
const usWeeklyOff: RuleCheck = (work, settings, context) => {
  if (!context.us) return [];
  if (context.usWeeklyBasis === 'calendar_month') return usMonthlyOff(work, settings, context);
  const min = settings.us_weekly_off_hours;
  return work
    .filter((shift) => inRange(shift.local_date, context))
    .flatMap((shift) => {
      const rest = longestRestWithin(
        work,
        midnight(addDays(shift.local_date, -6), context),
        midnight(addDays(shift.local_date, 1), context),
      );
      return rest < min * hourMs ? [violation('us_weekly_off', 'no_day_off', shift.local_date, { hours: hours(rest), min })] : [];
    });
};

/**
 * Our reading of 121.377's "equivalent thereof within any one calendar month": as many separate
 * periods of (by default) 24 consecutive hours off as the month holds whole 7-day periods — 4 in
 * every month, February's 28 days included, since no month has 35 days. A long rest counts once per
 * whole 24 h it holds (48 h off is two periods); rest is counted inside the month only (a rest
 * across its first or last midnight counts for its part in the month). The shortfall is flagged on
 * the month's last working day, as the weekly rest of 2003/88/EC is on its period's.
 */
export const usMonthlyPeriods = (month: string): number => Math.floor(daysInMonth(month) / 7);

/** The whole periods of `min` ms off that fit in the gaps between shifts inside [from, to). */
function restPeriodsWithin(work: readonly WorkInterval[], from: number, to: number, min: number): number {
  let periods = 0;
  let cursor = from;
  for (const shift of work) {
    if (shift.end <= from || shift.start >= to) continue;
    if (shift.start > cursor) periods += Math.floor((shift.start - cursor) / min);
    cursor = Math.max(cursor, shift.end);
  }
  return periods + (to > cursor ? Math.floor((to - cursor) / min) : 0);
}

const usMonthlyOff: RuleCheck = (work, settings, context) => {
  const min = settings.us_weekly_off_hours;
  const found: ReturnType<RuleCheck> = [];
  for (let month = monthStartOf(context.from); month <= context.to; month = addDays(monthEndOf(month), 1)) {
    const last = monthEndOf(month);
    const flagged = lastWorkingDay(work, month, last);
    if (!flagged || !inRange(flagged, context)) continue;
    const periods = restPeriodsWithin(work, midnight(month, context), midnight(addDays(last, 1), context), min * hourMs);
    const needed = usMonthlyPeriods(month);
    if (periods < needed) {
      found.push(violation('us_weekly_off', 'month_short', flagged, { periods, needed, min, month: month.slice(0, 7) }));
    }
  }
  return found;
};

/** Company rule: at most N working days in a row (default 6); every day past the N-th is flagged. */
const consecutiveDays: RuleCheck = (work, settings, context) => {
  const max = settings.max_consecutive_days;
  const found: ReturnType<RuleCheck> = [];
  let run = 0;
  let previous: string | null = null;
  for (const date of new Set(work.map((shift) => shift.local_date))) {
    run = previous !== null && addDays(previous, 1) === date ? run + 1 : 1;
    previous = date;
    if (run > max && inRange(date, context)) found.push(violation('consecutive_days', 'too_many_days', date, { days: run, max }));
  }
  return found;
};

const ruleChecks: Record<RestRuleName, RuleCheck> = {
  daily_rest: dailyRest,
  weekly_rest: weeklyRest,
  average_weekly_hours: averageWeeklyHours,
  us_weekly_off: usWeeklyOff,
  consecutive_days: consecutiveDays,
};

const workOf = (days: readonly RosteredDay[]): WorkInterval[] =>
  days
    .filter((day): day is RosteredDay & { start: Date; end: Date } => day.start !== null && day.end !== null)
    .map((day) => ({ local_date: day.local_date, start: day.start.getTime(), end: day.end.getTime() }))
    .sort((a, b) => a.start - b.start || a.local_date.localeCompare(b.local_date));

/** One rule's violations for one technician, on the days from `from` to `to`. */
export function checkRestRule(
  rule: RestRuleName,
  technicianId: number,
  days: readonly RosteredDay[],
  settings: RestSettings,
  context: RestContext,
): RestViolation[] {
  return ruleChecks[rule](workOf(days), settings, context).map((found) => ({ ...found, technician_id: technicianId }));
}

/** Every rest rule for every technician: the roster's flags, by technician, day and rule. */
export function rosterViolations(
  daysByTechnician: ReadonlyMap<number, readonly RosteredDay[]>,
  settings: RestSettings,
  context: RestContext,
): RestViolation[] {
  const found: RestViolation[] = [];
  for (const [technicianId, days] of daysByTechnician) {
    const work = workOf(days);
    for (const [rule, check] of Object.entries(ruleChecks)) {
      if (rule === 'us_weekly_off' && !context.us) continue;
      found.push(...check(work, settings, context).map((v) => ({ ...v, technician_id: technicianId })));
    }
  }
  return found.sort(
    (a, b) => a.technician_id - b.technician_id || a.local_date.localeCompare(b.local_date) || a.rule.localeCompare(b.rule),
  );
}

/**
 * The days whose shifts the rules need to judge `from`–`to`: back to the first reference week of
 * the average (and a run of consecutive days), forward to the end of the last 7-day period and of
 * the last calendar month.
 */
export function restRuleWindow(from: string, to: string, settings: RestSettings): { from: string; to: string } {
  const back = Math.max(7 * settings.average_reference_weeks + 7, settings.max_consecutive_days + 1);
  // Whole calendar months too: 121.377's calendar-month basis judges a month as one period.
  const [earliest, latest] = [addDays(from, -back), addDays(to, 7)];
  return {
    from: earliest < monthStartOf(from) ? earliest : monthStartOf(from),
    to: latest > monthEndOf(to) ? latest : monthEndOf(to),
  };
}

/** A violation's identity: the same rule broken on the same day by the same technician. */
export const violationKey = (v: Pick<RestViolation, 'technician_id' | 'local_date' | 'rule'>) =>
  `${v.technician_id}|${v.local_date}|${v.rule}`;
