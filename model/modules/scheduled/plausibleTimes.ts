import { hoursAndMinutes } from '../../core/duration';
import { ruleCatalogue, type RuleResult } from '../../ruleCatalogue';

/**
 * Plausible work records (docs/modules/scheduled.md, "Plausible times"): recorded times that cannot
 * be right are a warning, not a block — saving them needs a written remark (`activities.times_remark`).
 * Reasons are `scheduled.plausibility.rules.<rule>.<reason>`.
 */
export const plausibleTimesReasons = {
  work_span: ['too_short'],
  work_minutes: ['too_short'],
  time_order: ['atd_before_ata'],
  before_sta: ['too_early'],
} as const;

const catalogue = ruleCatalogue('scheduled.plausibility', plausibleTimesReasons);
export type PlausibleTimesRule = keyof typeof plausibleTimesReasons;
/** Every reason key, for the translation files' completeness test and the server's messages. */
export const plausibleTimesReasonKeys: string[] = catalogue.reasonKeys;
const { passed, refused } = catalogue;

/**
 * A job recorded in less than a quarter of its services' standard minutes was not done in that time
 * (65 standard minutes: under 16¼ recorded). A quarter leaves room for a crew faster than the
 * standard, and still catches a job recorded as taking (almost) no time.
 */
export const shortWorkShare = 0.25;
/** Actual times more than 3 hours before the STA belong to another flight or another day. */
export const earlyHours = 3;

type Instant = string | Date | null | undefined;

export interface RecordedTimes {
  sta_at?: Instant;
  ata_at?: Instant;
  atd_at?: Instant;
  /** The activity's services' standard minutes, in total. */
  standard_minutes: number;
  /** The assignments' actual minutes, in total; null while nobody recorded any. */
  actual_minutes?: number | null;
}

const time = (value: Instant) => (value ? new Date(value).getTime() : null);
const minuteMs = 60_000;

/** The assignments' actual minutes, in total; null while none is recorded. */
export function totalActualMinutes(values: readonly (number | null | undefined)[]): number | null {
  const recorded = values.filter((value): value is number => typeof value === 'number');
  return recorded.length ? recorded.reduce((sum, value) => sum + value, 0) : null;
}

function tooShort(rule: 'work_span' | 'work_minutes', minutes: number | null, standard: number): RuleResult<PlausibleTimesRule> {
  if (minutes === null || standard <= 0 || minutes >= standard * shortWorkShare) return passed(rule);
  // The texts read h:mm (`duration`, `standard_duration`); the raw minutes stay for anything that counts them.
  return refused(rule, 'too_short', {
    minutes: Math.round(minutes),
    standard,
    duration: hoursAndMinutes(minutes),
    standard_duration: hoursAndMinutes(standard),
  });
}

/** Every verdict on the recorded times, in the order they are reported. */
export function judgeTimes(times: RecordedTimes): RuleResult<PlausibleTimesRule>[] {
  const [sta, ata, atd] = [time(times.sta_at), time(times.ata_at), time(times.atd_at)];
  const backwards = ata !== null && atd !== null && atd < ata;
  const span = ata !== null && atd !== null && !backwards ? (atd - ata) / minuteMs : null;
  const first = ata ?? atd;
  return [
    tooShort('work_span', span, times.standard_minutes),
    tooShort('work_minutes', times.actual_minutes ?? null, times.standard_minutes),
    backwards ? refused('time_order', 'atd_before_ata') : passed('time_order'),
    sta !== null && first !== null && first < sta - earlyHours * 60 * minuteMs
      ? refused('before_sta', 'too_early', { hours: earlyHours })
      : passed('before_sta'),
  ];
}

/** The warnings alone: what the page shows and what a save without a remark is refused for. */
export const timesWarnings = (times: RecordedTimes) => judgeTimes(times).filter((verdict) => !verdict.ok);

/** An activity as the page or the list holds it, as the rule reads it. */
export function recordedTimesOf(activity: {
  sta_at?: Instant;
  ata_at?: Instant;
  atd_at?: Instant;
  services: readonly { standard_minutes: number }[];
  assignments: readonly { actual_minutes: number | null }[];
}): RecordedTimes {
  return {
    sta_at: activity.sta_at,
    ata_at: activity.ata_at,
    atd_at: activity.atd_at,
    standard_minutes: activity.services.reduce((sum, service) => sum + service.standard_minutes, 0),
    actual_minutes: totalActualMinutes(activity.assignments.map((assignment) => assignment.actual_minutes)),
  };
}
