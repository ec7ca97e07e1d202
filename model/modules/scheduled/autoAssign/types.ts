import type { TimeWindow } from '../../../core/activityWindow';
import type { ActivityFacts, AssignmentContext } from '../assignmentContext';
import type { AssignmentRole } from '../enums';
import type { RuleParams } from '../ruleResult';
import type { SoftWeights } from './softScore';

/** An activity of the day as auto-assign sees it: the rules' facts and its crew so far. */
export interface AutoAssignActivity {
  facts: ActivityFacts;
  work_order: string;
  /** The aircraft (keeping a technician on one aircraft is a soft goal); null when not yet known. */
  registration: string | null;
  /** Technicians the work needs: the largest technicians_needed of its services (seatsNeeded). */
  needed: number;
  /** Who is on it already (never moved: auto-assign only adds). */
  assigned_technician_ids: number[];
  has_lead: boolean;
}

export interface AutoAssignTechnician {
  id: number;
  home_station_id: number | null;
  /**
   * The technician's rostered working shifts around the day, when roster facts exist: work outside
   * them is overtime. Absent, overtime is work beyond `standardDayMinutes` in the day.
   */
  shifts?: TimeWindow[];
}

export interface AutoAssignInput {
  activities: AutoAssignActivity[];
  technicians: AutoAssignTechnician[];
  /**
   * The rules' context for this technician on this activity with only the work already recorded in
   * `otherAssignments` (the server's one context builder answers it, so every fact any rule reads —
   * roster, rest — is there). Auto-assign adds its own proposals to `otherAssignments`.
   */
  contextOf: (activity: ActivityFacts, technicianId: number) => AssignmentContext;
  /** Minutes between stations, the same the contexts carry (the upper bound reads it). */
  travel: AssignmentContext['travel'];
  options?: AutoAssignOptions;
}

export interface AutoAssignOptions {
  weights?: Partial<SoftWeights>;
  /** A working day without roster facts, for overtime (default 8 h). */
  standardDayMinutes?: number;
  /** Local-search passes over the proposal (each move must improve the score; default 3). */
  improvementPasses?: number;
}

/** The soft goals a proposal met, for the planner: `scheduled.auto_assign.goals.<goal>`. */
export type SoftGoal = 'home_station' | 'same_aircraft' | 'same_station';

export interface Proposal {
  activity_id: number;
  technician_id: number;
  role: AssignmentRole;
  reasons: SoftGoal[];
}

/** How many candidates failed a rule, for an unassigned seat's explanation. */
export interface RuleCount {
  rule: string;
  count: number;
}

export interface UnassignedSeat {
  activity_id: number;
  role: AssignmentRole;
  /** `scheduled.auto_assign.reasons.<reason>` with its params. */
  reason: string;
  params: RuleParams;
  /** The rules that kept the candidates off, most common first. */
  rules: RuleCount[];
}

/** The proposal's size; the caller adds how long it took (the model never reads the clock). */
export interface AutoAssignFigures {
  /** Open seats of the day (needed minus already assigned). */
  seats: number;
  filled: number;
  /** No assignment set that keeps every hard rule fills more (upperBound.ts). */
  upper_bound: number;
}

export interface AutoAssignResult {
  proposals: Proposal[];
  unassigned: UnassignedSeat[];
  figures: AutoAssignFigures;
}
