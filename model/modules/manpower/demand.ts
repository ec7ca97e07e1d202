import { localToUtc } from '../../core/localTime';
import { addDays, datesFrom } from './calendarDays';

/**
 * The man-hour plan of EASA Part-145 145.A.30(d): per station-local day and hour band, the minutes
 * of work needed against the minutes rostered. Needs come from any source as a span of time and a
 * number of person-minutes spread evenly over it: planned activities, on-call jobs and de-icing
 * treatments, each with its own `source`.
 */
export interface WorkNeed {
  source: 'activity' | 'on_call' | 'de_icing';
  start: Date;
  end: Date;
  /** Person-minutes of work: e.g. a service's standard minutes × the technicians it needs. */
  minutes: number;
}

export interface RosteredSpan {
  start: Date;
  end: Date;
}

export interface DemandBand {
  from_hour: number;
  to_hour: number;
  needed_minutes: number;
  rostered_minutes: number;
}

export interface DemandDay {
  local_date: string;
  needed_minutes: number;
  rostered_minutes: number;
  bands: DemandBand[];
}

/** What an activity needs: its services' standard minutes × technicians needed, over its window. */
export interface ActivityNeedInput {
  window: { start: Date; end: Date } | null;
  services: readonly { standard_minutes: number; technicians_needed: number }[];
}

export function activityNeed(activity: ActivityNeedInput): WorkNeed | null {
  if (!activity.window) return null;
  const minutes = activity.services.reduce((total, service) => total + service.standard_minutes * service.technicians_needed, 0);
  return minutes > 0 ? { source: 'activity', start: activity.window.start, end: activity.window.end, minutes } : null;
}

const minuteMs = 60_000;

/** An on-call job before it is on site is planned as this long there (the dispatch estimate's on-site time). */
export const onCallOnSiteEstimateMinutes = 240;

export interface OnCallNeedInput {
  requested_at: Date;
  dispatched_at: Date | null;
  eta_at: Date | null;
  on_site_at: Date | null;
  completed_at: Date | null;
  /** Technicians sent; a request nobody is on yet still needs one. */
  crew: number;
}

/**
 * What an on-call job takes from a station: its crew from dispatch (travel is work time) until
 * completed, or, while it runs, until the estimated end (on site or ETA + the on-site estimate).
 */
export function onCallNeed(job: OnCallNeedInput): WorkNeed | null {
  const start = job.dispatched_at ?? job.requested_at;
  const arrival = job.on_site_at ?? job.eta_at ?? start;
  const end = job.completed_at ?? new Date(arrival.getTime() + onCallOnSiteEstimateMinutes * minuteMs);
  if (end <= start) return null;
  return { source: 'on_call', start, end, minutes: Math.round(((end.getTime() - start.getTime()) / minuteMs) * Math.max(job.crew, 1)) };
}

/** A treatment whose last step has no end recorded yet is counted this long. */
export const deIcingStepEstimateMinutes = 15;

export interface DeIcingNeedInput {
  steps: readonly { started_at: Date; ended_at: Date | null }[];
  /** The crew who sprayed; a truck needs at least a driver and a sprayer. */
  operators: number;
}

/** What a de-icing treatment takes: its crew from the first step's start to the last step's end. */
export function deIcingNeed(treatment: DeIcingNeedInput): WorkNeed | null {
  if (!treatment.steps.length) return null;
  const start = Math.min(...treatment.steps.map((step) => step.started_at.getTime()));
  const end = Math.max(
    ...treatment.steps.map((step) =>
      (step.ended_at ?? new Date(step.started_at.getTime() + deIcingStepEstimateMinutes * minuteMs)).getTime(),
    ),
  );
  if (end <= start) return null;
  return {
    source: 'de_icing',
    start: new Date(start),
    end: new Date(end),
    minutes: Math.round(((end - start) / minuteMs) * Math.max(treatment.operators, 2)),
  };
}
const overlapMs = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** The part of a need that falls in a span: spread evenly over its window (all of it at its start when it has no length). */
function needIn(need: WorkNeed, span: { start: number; end: number }): number {
  const start = need.start.getTime();
  const end = need.end.getTime();
  if (end <= start) return start >= span.start && start < span.end ? need.minutes : 0;
  return (need.minutes * overlapMs({ start, end }, span)) / (end - start);
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * Needed and rostered minutes per station-local day from `from` to `to`, in bands of `bandHours`
 * wall-clock hours (a divisor of 24: 4 gives 0–4, 4–8 …). A band's instants come from the zone, so
 * on a DST day the band holding the change is an hour shorter or longer, as the day is.
 */
export function stationDemand(
  needs: readonly WorkNeed[],
  rostered: readonly RosteredSpan[],
  options: { from: string; to: string; timeZone: string; bandHours?: number },
): DemandDay[] {
  const bandHours = options.bandHours ?? 4;
  const spans = rostered.map((span) => ({ start: span.start.getTime(), end: span.end.getTime() }));
  return datesFrom(options.from, options.to).map((date) => {
    const bands: DemandBand[] = [];
    for (let hour = 0; hour < 24; hour += bandHours) {
      const to = hour + bandHours;
      const span = {
        start: localToUtc(date, hourLabel(hour), options.timeZone).getTime(),
        end:
          to >= 24
            ? localToUtc(addDays(date, 1), '00:00', options.timeZone).getTime()
            : localToUtc(date, hourLabel(to), options.timeZone).getTime(),
      };
      const needed = needs.reduce((total, need) => total + needIn(need, span), 0);
      const onDuty = spans.reduce((total, shift) => total + overlapMs(shift, span), 0);
      bands.push({ from_hour: hour, to_hour: to, needed_minutes: Math.round(needed), rostered_minutes: Math.round(onDuty / minuteMs) });
    }
    return {
      local_date: date,
      needed_minutes: bands.reduce((total, band) => total + band.needed_minutes, 0),
      rostered_minutes: bands.reduce((total, band) => total + band.rostered_minutes, 0),
      bands,
    };
  });
}

/** Rostered minus needed: negative is a gap, positive a surplus. */
export const demandBalance = (day: Pick<DemandDay, 'needed_minutes' | 'rostered_minutes'>) => day.rostered_minutes - day.needed_minutes;
