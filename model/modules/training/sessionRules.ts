import { windowsOverlap, type TimeWindow } from '../../core/activityWindow';
import { utcToLocal } from '../../core/localTime';
import type { AttendeeResult, SessionStatus } from './enums';
import { passed, refused, type RuleResult, type TrainingRule } from './ruleResult';

/** What the rules know of a session. */
export interface SessionFacts {
  id: number;
  status: SessionStatus;
  capacity: number;
  starts_at: Date;
  ends_at: Date;
  /** The station's time zone (UTC for a session given elsewhere): completion dates are its local days. */
  time_zone: string;
}

/** Work a technician is already booked on: an activity assignment's window or another session. */
export interface Booking {
  kind: 'activity' | 'session';
  /** The work order, or the other session's course code. */
  label: string;
  window: TimeWindow;
}

export interface EnrolmentFacts {
  session: SessionFacts;
  /** Seats already taken. */
  enrolled: number;
  /** How many the request enrols at once (a batch fills seats together). */
  adding: number;
  /** The technician's other bookings; the session itself is left out by the caller. */
  bookings: Booking[];
}

/** A session that is over or called off takes nobody new. */
export function sessionStatusAllowsChange(session: Pick<SessionFacts, 'status'>): RuleResult<'session_status'> {
  if (session.status === 'cancelled') return refused('session_status', 'cancelled');
  if (session.status === 'completed') return refused('session_status', 'completed');
  return passed('session_status');
}

export function capacityLeft({ session, enrolled, adding }: EnrolmentFacts): RuleResult<'capacity'> {
  return enrolled + adding <= session.capacity ? passed('capacity') : refused('capacity', 'full', { capacity: session.capacity, enrolled });
}

/** Nobody is enrolled while booked on overlapping work (an activity or another session). */
export function notBookedElsewhere({ session, bookings }: EnrolmentFacts): RuleResult<'no_overlap'> {
  const window = { start: session.starts_at, end: session.ends_at };
  const clashes = bookings.filter((booking) => windowsOverlap(window, booking.window, 0));
  const activities = clashes.filter((b) => b.kind === 'activity').map((b) => b.label);
  if (activities.length) return refused('no_overlap', 'activity', { work_orders: [...new Set(activities)].join(', ') });
  const sessions = clashes.filter((b) => b.kind === 'session').map((b) => b.label);
  if (sessions.length) return refused('no_overlap', 'session', { courses: [...new Set(sessions)].join(', ') });
  return passed('no_overlap');
}

/** Every enrolment rule, each checked, so a refusal names all that fail. */
export function evaluateEnrolment(facts: EnrolmentFacts): RuleResult<TrainingRule>[] {
  return [sessionStatusAllowsChange(facts.session), capacityLeft(facts), notBookedElsewhere(facts)];
}

/** The day a pass is dated by default: the session's last day at its station. */
export function defaultCompletionDate(session: Pick<SessionFacts, 'ends_at' | 'time_zone'>): string {
  return utcToLocal(session.ends_at, session.time_zone).date;
}

export interface ResultFacts {
  session: SessionFacts;
  result: AttendeeResult;
  completed_on: string | null | undefined;
}

/** A result is known only once the session is over. */
export function sessionEnded(session: SessionFacts, now: Date): RuleResult<'session_ended'> {
  return now.getTime() >= session.ends_at.getTime() ? passed('session_ended') : refused('session_ended', 'not_ended');
}

/** A pass is dated: not before the session began, and not a day still to come. */
export function completionDateValid({ session, result, completed_on }: ResultFacts, now: Date): RuleResult<'completion_date'> {
  if (result !== 'pass') return passed('completion_date');
  if (!completed_on) return refused('completion_date', 'missing');
  const start = utcToLocal(session.starts_at, session.time_zone).date;
  if (completed_on < start) return refused('completion_date', 'before_start', { start });
  const today = utcToLocal(now, session.time_zone).date;
  if (completed_on > today) return refused('completion_date', 'in_future');
  return passed('completion_date');
}

/** Results on a cancelled session mean nothing; on a completed one they may still be corrected. */
function resultsAccepted(session: SessionFacts): RuleResult<'session_status'> {
  return session.status === 'cancelled' ? refused('session_status', 'cancelled') : passed('session_status');
}

export function evaluateResult(facts: ResultFacts, now: Date): RuleResult<TrainingRule>[] {
  return [resultsAccepted(facts.session), sessionEnded(facts.session, now), completionDateValid(facts, now)];
}
