import type { AssignmentContext, OtherAssignment } from '../assignmentContext';
import { evaluateAssignment } from '../assignmentRules';
import type { RuleResult } from '../ruleResult';
import { kindOfWork, qualificationFailures } from './qualification';
import { openSeats, type Seat } from './seats';
import { defaultSoftWeights, technicianScore, type DayItem, type SoftWeights } from './softScore';
import type { AutoAssignInput, AutoAssignTechnician } from './types';

/**
 * The day auto-assign works on: every activity's candidates judged once against the work already
 * recorded (the "static" verdict), and the proposal being built. A candidate refused with the
 * recorded work alone is refused with more work too — a rule never turns ok because a technician
 * has more to do (true of every rule: overlap, and rest and roster rules only look at more work) —
 * so only the statically eligible are ever tried, and each try is the full rule list against the
 * recorded work plus everything proposed to that technician so far.
 */
export class DayState {
  readonly input: AutoAssignInput;
  readonly weights: SoftWeights;
  readonly standardDayMinutes: number;
  readonly seats: Seat[];
  /** Per seat, the technician proposed, or null. */
  readonly seatTechnician: (number | null)[];
  /** Per activity index: its seats' numbers. */
  readonly seatsOf: number[][];
  /** Per activity index: the statically eligible technicians (ids ascending) with their recorded-work context. */
  readonly eligible: Map<number, AssignmentContext>[];
  /** Per activity index: how many candidates each rule refused statically. */
  readonly staticFailures: Map<string, number>[];
  /** Per activity index: everyone on it (recorded and proposed). */
  readonly crew: Set<number>[];
  private readonly technicians = new Map<number, AutoAssignTechnician>();
  /** Per technician: their day (recorded work on the input's activities and proposals). */
  private readonly days = new Map<number, DayItem[]>();
  /** Per technician: the activity indices proposed to them, as the rules see them. */
  private readonly proposed = new Map<number, Map<number, OtherAssignment>>();
  private readonly asOther: OtherAssignment[];

  constructor(input: AutoAssignInput) {
    this.input = input;
    this.weights = { ...defaultSoftWeights, ...input.options?.weights };
    this.standardDayMinutes = input.options?.standardDayMinutes ?? 480;
    const technicians = [...input.technicians].sort((a, b) => a.id - b.id);
    for (const technician of technicians) {
      this.technicians.set(technician.id, technician);
      this.days.set(technician.id, []);
      this.proposed.set(technician.id, new Map());
    }
    this.asOther = input.activities.map((a) => ({
      activity_id: a.facts.id,
      work_order: a.work_order,
      station_id: a.facts.station_id,
      window: a.facts.window,
    }));
    this.crew = input.activities.map((a) => new Set(a.assigned_technician_ids));
    input.activities.forEach((activity, index) => {
      for (const id of activity.assigned_technician_ids) this.days.get(id)?.push(this.itemOf(index, false));
    });
    this.seats = input.activities.flatMap((activity, index) => openSeats(activity, index));
    this.seatTechnician = this.seats.map(() => null);
    this.seatsOf = input.activities.map(() => []);
    this.seats.forEach((seat, n) => this.seatsOf[seat.activity].push(n));
    this.eligible = input.activities.map(() => new Map());
    this.staticFailures = input.activities.map(() => new Map());
    const qualified = new Map<string, Map<number, RuleResult[]>>();
    input.activities.forEach((activity, index) => {
      if (!this.seatsOf[index].length) return;
      const kind = kindOfWork(activity.facts);
      if (!qualified.has(kind))
        qualified.set(kind, new Map(technicians.map((t) => [t.id, qualificationFailures(input.contextOf(activity.facts, t.id))])));
      const ofKind = qualified.get(kind)!;
      for (const technician of technicians) {
        if (this.crew[index].has(technician.id)) continue;
        let failures = ofKind.get(technician.id)!;
        if (!failures.length) {
          const context = input.contextOf(activity.facts, technician.id);
          failures = evaluateAssignment(context).filter((result) => !result.ok);
          if (!failures.length) this.eligible[index].set(technician.id, context);
        }
        for (const result of failures) this.staticFailures[index].set(result.rule, (this.staticFailures[index].get(result.rule) ?? 0) + 1);
      }
    });
  }

  technicianIds(): number[] {
    return [...this.technicians.keys()];
  }

  private itemOf(index: number, proposed: boolean): DayItem {
    const activity = this.input.activities[index];
    return {
      activity_id: activity.facts.id,
      station_id: activity.facts.station_id,
      aircraft: activity.registration ?? `#${activity.facts.id}`,
      window: activity.facts.window,
      proposed,
    };
  }

  dayOf(technicianId: number): readonly DayItem[] {
    return this.days.get(technicianId)!;
  }

  proposedTo(technicianId: number): number[] {
    return [...this.proposed.get(technicianId)!.keys()];
  }

  score(technicianId: number, items: readonly DayItem[]): number {
    return technicianScore(items, this.technicians.get(technicianId)!, this.weights, this.standardDayMinutes);
  }

  /** What giving the activity to the technician adds to the day's score. */
  gain(index: number, technicianId: number): number {
    const day = this.dayOf(technicianId);
    return this.score(technicianId, [...day, this.itemOf(index, true)]) - this.score(technicianId, day);
  }

  /** What taking the activity away from the technician adds (negative: it loses a seat). */
  loss(index: number, technicianId: number): number {
    const day = this.dayOf(technicianId);
    return (
      this.score(
        technicianId,
        day.filter((item) => !(item.proposed && item.activity_id === this.input.activities[index].facts.id)),
      ) - this.score(technicianId, day)
    );
  }

  /**
   * Whether every rule allows the technician on the activity, with everything proposed to them so
   * far (but `without`, an activity index about to be taken from them). The same-time test first
   * only saves work: the rules decide.
   */
  allows(index: number, technicianId: number, without?: number): boolean {
    const base = this.eligible[index].get(technicianId);
    if (!base || this.crew[index].has(technicianId)) return false;
    const window = this.input.activities[index].facts.window;
    const mine = [...this.proposed.get(technicianId)!].filter(([other]) => other !== without).map(([, other]) => other);
    if (mine.some((other) => other.window.start < window.end && window.start < other.window.end)) return false;
    return this.verdicts(base, mine).every((result) => result.ok);
  }

  /** The rules' verdicts for a technician on an activity with this proposed work added to the recorded. */
  verdicts(base: AssignmentContext, proposed: readonly OtherAssignment[]) {
    return evaluateAssignment({ ...base, otherAssignments: [...base.otherAssignments, ...proposed] });
  }

  proposedWork(technicianId: number, except: number): OtherAssignment[] {
    return [...this.proposed.get(technicianId)!].filter(([index]) => index !== except).map(([, other]) => other);
  }

  place(seat: number, technicianId: number): void {
    const index = this.seats[seat].activity;
    this.seatTechnician[seat] = technicianId;
    this.crew[index].add(technicianId);
    this.days.get(technicianId)!.push(this.itemOf(index, true));
    this.proposed.get(technicianId)!.set(index, this.asOther[index]);
  }

  remove(seat: number): void {
    const technicianId = this.seatTechnician[seat]!;
    const index = this.seats[seat].activity;
    const id = this.input.activities[index].facts.id;
    this.seatTechnician[seat] = null;
    this.crew[index].delete(technicianId);
    this.days.set(
      technicianId,
      this.days.get(technicianId)!.filter((item) => !(item.proposed && item.activity_id === id)),
    );
    this.proposed.get(technicianId)!.delete(index);
  }

  /** The seat a technician holds on an activity, if any. */
  seatOf(index: number, technicianId: number): number {
    return this.seatsOf[index].find((n) => this.seatTechnician[n] === technicianId) ?? -1;
  }
}
