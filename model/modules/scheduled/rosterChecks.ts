import { windowsOverlap, type TimeWindow } from '../../core/activityWindow';
import type { AssignmentContext } from './assignmentContext';
import { passed, refused, type RuleResult } from './ruleResult';
import {
  addDays,
  checkRestRule,
  monthEndOf,
  restRuleNames,
  violationKey,
  type RestContext,
  type RestRuleName,
  type RestSettings,
  type RosteredDay,
} from '../manpower';

/**
 * The Manpower rules of an assignment (docs/modules/manpower.md): the technician is rostered on a working shift
 * at the activity's time, and the work — with what it adds beyond the shift (overtime) — does not
 * break a rest rule of the roster.
 */

/** The setting each rule's refusal quotes. */
const limitOf: Record<RestRuleName, keyof RestSettings> = {
  daily_rest: 'min_daily_rest_hours',
  weekly_rest: 'min_weekly_rest_hours',
  average_weekly_hours: 'max_average_weekly_hours',
  us_weekly_off: 'us_weekly_off_hours',
  consecutive_days: 'max_consecutive_days',
};

/**
 * Wall-clock times, kept per zone and instant: auto-assign judges every technician on the same
 * activity, and formatting is the slow part of a refusal. Cleared now and then, so a long-running
 * server does not keep every time it ever showed.
 */
const clocks = new Map<string, Intl.DateTimeFormat>();
const shown = new Map<string, string>();
function hhmm(instant: Date, timeZone: string): string {
  const key = `${timeZone}|${instant.getTime()}`;
  const known = shown.get(key);
  if (known) return known;
  let clock = clocks.get(timeZone);
  if (!clock)
    clocks.set(timeZone, (clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })));
  if (shown.size > 10_000) shown.clear();
  const time = clock.format(instant);
  shown.set(key, time);
  return time;
}

/** The roster's own breaches around a shift, per roster (auto-assign asks again for every job on the shift). */
const keptBreaches = new WeakMap<readonly RosteredDay[], Map<string, Set<string>>>();
function breachesKept(roster: AssignmentContext['roster'], context: RestContext): Set<string> {
  const byDay = keptBreaches.get(roster.days) ?? new Map<string, Set<string>>();
  keptBreaches.set(roster.days, byDay);
  const key = `${context.from}|${context.to}|${context.timeZone}|${context.us}|${context.usWeeklyBasis}`;
  let kept = byDay.get(key);
  if (!kept)
    byDay.set(
      key,
      (kept = new Set(restRuleNames.flatMap((rule) => checkRestRule(rule, 0, roster.days, roster.settings, context)).map(violationKey))),
    );
  return kept;
}

/** The rostered working day whose shift the activity falls in (a night shift of the day before counts). */
function shiftAt(days: readonly RosteredDay[], window: TimeWindow): (RosteredDay & { start: Date; end: Date }) | undefined {
  return days.find(
    (day): day is RosteredDay & { start: Date; end: Date } =>
      day.start !== null && day.end !== null && windowsOverlap(window, { start: day.start, end: day.end }, 0),
  );
}

/** The standby day whose hours hold the instant: the technician can be called out then. */
export function standbyAt(days: readonly RosteredDay[], instant: Date): RosteredDay | undefined {
  const time = instant.getTime();
  return days.find((day) => day.standby && day.standby.start.getTime() <= time && time < day.standby.end.getTime());
}

/** The technician would be called out from standby for this job: no working shift covers it, a standby day does. */
export function calledOutFromStandby({ activity, roster }: Pick<AssignmentContext, 'activity' | 'roster'>): RosteredDay | undefined {
  if (!activity.standby_call_out || shiftAt(roster.days, activity.window)) return undefined;
  return standbyAt(roster.days, activity.window.start);
}

/**
 * Refused when the technician is not rostered at the time of the work. An
 * on-call job also takes a technician on standby when it starts (rostered or on standby: docs/modules/on_call.md).
 * A training shift is time at work but not availability: the technician is in a classroom, so it
 * refuses with its own reason (docs/modules/manpower.md).
 */
export function rostered({ activity, roster }: AssignmentContext): RuleResult<'rostered'> {
  const shift = shiftAt(roster.days, activity.window);
  if ((shift && !shift.training) || calledOutFromStandby({ activity, roster })) return passed('rostered');
  const today = roster.days.find((day) => day.local_date === activity.local_date);
  const times = {
    from: hhmm(activity.window.start, roster.timeZone),
    to: hhmm(activity.window.end, roster.timeZone),
    date: activity.local_date,
  };
  if (shift) return refused('rostered', 'training', times);
  return today && today.start === null ? refused('rostered', 'off_duty', times) : refused('rostered', 'not_rostered', times);
}

/**
 * EU WTD 2003/88/EC Arts. 3, 5, 6 and 14 CFR 121.377 as the company set them: the technician's day
 * stretched to cover this work and their other work on the same shift (the part outside the shift is
 * overtime) must not break a rest rule the roster kept. A breach already in the roster (kept with a
 * supervisor's reason) is not this assignment's doing, so only new ones refuse it. The refusal names
 * the first rule broken, in the catalogue's order.
 */
export function restRules({ activity, roster, otherAssignments }: AssignmentContext): RuleResult<'rest_rules'> {
  const calledOut = calledOutFromStandby({ activity, roster });
  // A call-out makes the standby day a working one from the job's start: its work is judged like a shift's.
  const shift =
    shiftAt(roster.days, activity.window) ?? (calledOut && { ...calledOut, start: activity.window.start, end: activity.window.start });
  if (!shift) return passed('rest_rules');
  const sameShift = [
    activity.window,
    ...otherAssignments.map((other) => other.window).filter((window) => windowsOverlap(window, shift, 0)),
  ];
  const start = new Date(Math.min(shift.start.getTime(), ...sameShift.map((w) => w.start.getTime())));
  const end = new Date(Math.max(shift.end.getTime(), ...sameShift.map((w) => w.end.getTime())));
  if (start.getTime() === shift.start.getTime() && end.getTime() === shift.end.getTime()) return passed('rest_rules');
  const stretched = roster.days.map((day) => (day === shift || day === calledOut ? { ...day, start, end } : day));
  const context: RestContext = {
    timeZone: roster.timeZone,
    weekStartsMonday: roster.weekStartsMonday,
    us: roster.us,
    usWeeklyBasis: roster.usWeeklyBasis,
    from: addDays(shift.local_date, -1),
    // On 121.377's calendar-month basis the shift's whole month is the period judged.
    to: roster.usWeeklyBasis === 'calendar_month' && roster.us ? monthEndOf(addDays(shift.local_date, 7)) : addDays(shift.local_date, 7),
  };
  const before = breachesKept(roster, context);
  const broken = restRuleNames.find((rule) =>
    checkRestRule(rule, 0, stretched, roster.settings, context).some((v) => !before.has(violationKey(v))),
  );
  if (!broken) return passed('rest_rules');
  return refused('rest_rules', broken, {
    from: hhmm(start, roster.timeZone),
    to: hhmm(end, roster.timeZone),
    limit: roster.settings[limitOf[broken]],
  });
}
