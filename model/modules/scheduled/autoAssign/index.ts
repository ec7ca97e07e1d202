import { DayState } from './dayState';
import { explainOpenSeat } from './explain';
import { fillSeats, improveByMoves, repairOpenSeats, seatOrder } from './search';
import type { AutoAssignInput, AutoAssignResult, Proposal, SoftGoal } from './types';
import { upperBound } from './upperBound';

export * from './types';
export { seatsNeeded } from './seats';
export { defaultSoftWeights, type SoftWeights } from './softScore';
export { upperBound, longestChain } from './upperBound';
export { unassignedReasons } from './explain';

/** Rule checks the ejection-chain repair may spend per open seat of the day. */
const repairChecksPerSeat = 40;

/**
 * Auto-assign (docs/modules/scheduled.md): proposes technicians for every open seat of the day's activities so
 * that every assignment rule holds, and the soft goals (softScore.ts) score best. Greedy in the
 * order of the day, the hardest of simultaneous seats first (seatOrder); an ejection-chain repair for the seats left open; moves that improve the score; a
 * last fill of whatever the moves freed. Pure and deterministic: same input, same proposal.
 */
export function autoAssign(input: AutoAssignInput): AutoAssignResult {
  const state = new DayState(input);
  const order = seatOrder(state);
  fillSeats(state, order);
  repairOpenSeats(state, order, repairChecksPerSeat * state.seats.length);
  improveByMoves(state, order, input.options?.improvementPasses ?? 3);
  fillSeats(state, order);
  dropAnyRefused(state);
  const proposals: Proposal[] = [];
  const open: number[] = [];
  state.seats.forEach((seat, n) => {
    const technicianId = state.seatTechnician[n];
    if (technicianId === null) open.push(n);
    else
      proposals.push({
        activity_id: input.activities[seat.activity].facts.id,
        technician_id: technicianId,
        role: seat.role,
        reasons: goalsMet(state, seat.activity, technicianId),
      });
  });
  const bound = upperBound({
    activities: input.activities.map((activity, index) => ({
      seats: state.seatsOf[index].length,
      station_id: activity.facts.station_id,
      window: activity.facts.window,
      eligible: [...state.eligible[index].keys()],
    })),
    travel: input.travel,
  });
  return {
    proposals,
    unassigned: open.map((n) => explainOpenSeat(state, n)),
    figures: { seats: state.seats.length, filled: proposals.length, upper_bound: bound },
  };
}

/**
 * Every proposal judged once more against the final day. Each was allowed when it was placed and
 * removals never make a rule fail, so nothing is dropped; the check keeps that a guarantee even for
 * a future rule that judges earlier work by later work.
 */
function dropAnyRefused(state: DayState): void {
  state.seats.forEach((seat, n) => {
    const technicianId = state.seatTechnician[n];
    if (technicianId === null) return;
    const results = state.verdicts(state.eligible[seat.activity].get(technicianId)!, state.proposedWork(technicianId, seat.activity));
    if (!results.every((result) => result.ok)) state.remove(n);
  });
}

function goalsMet(state: DayState, index: number, technicianId: number): SoftGoal[] {
  const activity = state.input.activities[index];
  const technician = state.input.technicians.find((t) => t.id === technicianId)!;
  const day = state.dayOf(technicianId);
  const goals: SoftGoal[] = [];
  if (technician.home_station_id === activity.facts.station_id) goals.push('home_station');
  if (activity.registration && day.some((item) => item.activity_id !== activity.facts.id && item.aircraft === activity.registration))
    goals.push('same_aircraft');
  if (day.length > 1 && day.every((item) => item.station_id === activity.facts.station_id)) goals.push('same_station');
  return goals;
}
