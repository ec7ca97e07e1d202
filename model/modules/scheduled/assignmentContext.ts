import type { TimeWindow } from '../../core/activityWindow';
import type { LicenceCategory, LicenceType } from '../../core/licences';
import type { RestSettings, RosteredDay, UsWeeklyRestBasis } from '../manpower';

/** What the assignment rules know of the activity (the server loads it; the browser has it too). */
export interface ActivityFacts {
  id: number;
  region_id: number;
  station_id: number;
  aircraft_type_id: number;
  /** The ICAO designator (A20N), for the messages; the id is shown when absent. */
  aircraft_type_code?: string | null;
  /** The station-local day of the work: licences, authorisations and courses must hold on it. */
  local_date: string;
  window: TimeWindow;
  services: ActivityServiceNeeds[];
  /** An on-call job: a technician on standby when it starts may be called out (docs/modules/on_call.md). */
  standby_call_out?: boolean;
}

/** What a service asks of whoever does it (Settings › services). */
export interface ActivityServiceNeeds {
  service_id: number;
  authorisation_category: LicenceCategory | null;
  type_authorisation_required: boolean;
  /**
   * The courses and authorisations (towing, engine run, de-icing …) whoever does it must hold
   * (Settings › services; the competence rule). Absent: none.
   */
  required_courses?: readonly RequiredCourse[];
}

/** A training course a service requires, with its code for the messages. */
export interface RequiredCourse {
  id: number;
  code: string;
}

export interface TechnicianAuthorisation {
  aircraft_type_id: number;
  category: LicenceCategory;
  valid_until: string | null;
}

export interface TechnicianCourse {
  course_id: number;
  expires_on: string | null;
}

export interface TechnicianFacts {
  id: number;
  region_id: number;
  active: boolean;
  home_station_id: number | null;
  /** Every licence held (Part-66 categories and sub-categories, FAA A&P); empty = none. */
  licences: readonly LicenceType[];
  licence_expiry: string | null;
  authorisations: TechnicianAuthorisation[];
  /** Training records (technician_courses); several per course is fine, the newest valid one counts. */
  courses: TechnicianCourse[];
}

/** A training course with the audiences it is mandatory for: 'all' or licence categories. */
export interface MandatoryCourse {
  id: number;
  code: string;
  mandatory_for: readonly string[];
}

/** Another activity the technician is already on (the server leaves cancelled ones out). */
export interface OtherAssignment {
  activity_id: number;
  work_order: string;
  station_id: number;
  window: TimeWindow;
}

/**
 * The technician's roster around the activity (Manpower): every rostered day from the rest rules'
 * window (restRuleWindow) — a working day with its instants, a day off without — and the company's
 * rest settings, on the calendar of the activity's station.
 */
export interface RosterFacts {
  days: RosteredDay[];
  settings: RestSettings;
  timeZone: string;
  weekStartsMonday: boolean;
  /** 14 CFR 121.377 applies: the activity's station is in the United States. */
  us: boolean;
  /** The station's reading of 121.377: any 7 days (when absent) or each calendar month. */
  usWeeklyBasis?: UsWeeklyRestBasis;
}

export interface AssignmentContext {
  /** The clock, for rules that need it (the roster rule will); the others judge on the activity's local date. */
  now: Date;
  activity: ActivityFacts;
  technician: TechnicianFacts;
  mandatoryCourses: MandatoryCourse[];
  otherAssignments: OtherAssignment[];
  /** Minutes from one station to another (travelMinutes with the region's road trips). */
  travel: (fromStationId: number, toStationId: number) => number;
  roster: RosterFacts;
}

/** The part of the context the licence rules read: the RTS signer is judged by the same functions. */
export interface LicenceFacts {
  activity: Pick<ActivityFacts, 'aircraft_type_id' | 'aircraft_type_code' | 'local_date' | 'services'>;
  technician: Pick<TechnicianFacts, 'licences' | 'licence_expiry' | 'authorisations'>;
}
