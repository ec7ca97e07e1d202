import { describe, expect, it } from 'vitest';
import type { ActivityFacts, TechnicianFacts } from '../../../../model/modules/scheduled/assignmentContext';
import { autoAssign, seatsNeeded, type AutoAssignActivity, type AutoAssignInput } from '../../../../model/modules/scheduled/autoAssign';
import { A320, context, fixtureTravel, roster, shift, stations, technician, window } from '../assignmentFixtures';

/** A day of the fixtures: each activity a B1 transit check on an A320 unless the test says otherwise. */
function activity(id: number, changes: Partial<ActivityFacts> = {}, crew: Partial<AutoAssignActivity> = {}): AutoAssignActivity {
  return {
    facts: { ...context().activity, id, ...changes },
    work_order: `WO-${id}`,
    registration: `PH-${id}`,
    needed: 1,
    assigned_technician_ids: [],
    has_lead: false,
    ...crew,
  };
}

function day(activities: AutoAssignActivity[], people: TechnicianFacts[]): AutoAssignInput {
  const byId = new Map(people.map((p) => [p.id, p]));
  const recorded = (technicianId: number, except: number) =>
    activities
      .filter((a) => a.facts.id !== except && a.assigned_technician_ids.includes(technicianId))
      .map((a) => ({ activity_id: a.facts.id, work_order: a.work_order, station_id: a.facts.station_id, window: a.facts.window }));
  return {
    activities,
    technicians: people.map((p) => ({ id: p.id, home_station_id: p.home_station_id })),
    travel: fixtureTravel,
    contextOf: (facts, technicianId) => ({
      ...context(),
      activity: facts,
      technician: byId.get(technicianId)!,
      otherAssignments: recorded(technicianId, facts.id),
      travel: fixtureTravel,
    }),
  };
}

const b1 = (id: number, changes: Partial<TechnicianFacts> = {}) => technician({ id, ...changes });
const mechanic = (id: number) => technician({ id, licences: ['easa_a'], authorisations: [] });

describe('autoAssign', () => {
  it('needs the largest crew of the services, at least one', () => {
    expect(seatsNeeded([1, 2, 1])).toBe(2);
    expect(seatsNeeded([])).toBe(1);
  });

  it('puts the technician the rules allow in the lead seat (EASA Part-66 66.A.20: the B1 work goes to the B1)', () => {
    const result = autoAssign(day([activity(1)], [mechanic(5), b1(6)]));
    expect(result.proposals).toEqual([{ activity_id: 1, technician_id: 6, role: 'lead', reasons: ['home_station'] }]);
    expect(result.figures).toEqual({ seats: 1, filled: 1, upper_bound: 1 });
  });

  it('fills only the seats still open, as support when a lead is on it, and never proposes someone already on it', () => {
    const result = autoAssign(day([activity(1, {}, { needed: 2, assigned_technician_ids: [6], has_lead: true })], [b1(6), b1(7)]));
    expect(result.proposals).toEqual([expect.objectContaining({ activity_id: 1, technician_id: 7, role: 'support' })]);
  });

  it('never gives one technician two jobs they cannot travel between, and says all the qualified are busy', () => {
    const ams = activity(1, { window: window('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z') });
    const rtm = activity(2, { station_id: stations.RTM, window: window('2026-11-23T11:30:00Z', '2026-11-23T12:30:00Z') });
    const result = autoAssign(day([ams, rtm], [b1(6)]));
    expect(result.proposals).toHaveLength(1);
    expect(result.unassigned).toEqual([
      {
        activity_id: result.proposals[0].activity_id === 1 ? 2 : 1,
        role: 'lead',
        reason: 'scheduled.auto_assign.reasons.all_busy',
        params: { qualified: 1 },
        rules: [{ rule: 'no_overlap', count: 1 }],
      },
    ]);
    expect(result.figures).toEqual({ seats: 2, filled: 1, upper_bound: 1 });
  });

  it('gives one technician both jobs when the travel between them fits', () => {
    const ams = activity(1, { window: window('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z') });
    const rtm = activity(2, { station_id: stations.RTM, window: window('2026-11-23T12:00:00Z', '2026-11-23T13:00:00Z') });
    expect(autoAssign(day([ams, rtm], [b1(6)])).figures.filled).toBe(2);
  });

  it('explains a seat nobody is qualified for with what it needs and the rules that refused them', () => {
    const result = autoAssign(day([activity(1)], [mechanic(5), b1(6, { authorisations: [] })]));
    expect(result.unassigned).toEqual([
      {
        activity_id: 1,
        role: 'lead',
        reason: 'scheduled.auto_assign.reasons.no_qualified',
        params: { categories: 'B1', type: 'A320' },
        rules: [
          { rule: 'type_authorisation', count: 2 },
          { rule: 'licence_category', count: 1 },
        ],
      },
    ]);
    expect(result.figures).toEqual({ seats: 1, filled: 0, upper_bound: 0 });
  });

  it('says when the region has too few qualified for the crew', () => {
    const result = autoAssign(day([activity(1, {}, { needed: 2 })], [b1(6)]));
    expect(result.unassigned).toEqual([
      expect.objectContaining({
        role: 'support',
        reason: 'scheduled.auto_assign.reasons.too_few_qualified',
        params: { qualified: 1, needed: 2 },
      }),
    ]);
  });

  it("prefers the station's own technician, then keeps a technician on the same aircraft", () => {
    const home = autoAssign(day([activity(1)], [b1(6, { home_station_id: stations.RTM }), b1(7)]));
    expect(home.proposals.map((p) => p.technician_id)).toEqual([7]);
    const jobs = ['08', '10', '12', '14'].map((hour, n) =>
      activity(
        n + 1,
        { window: window(`2026-11-23T${hour}:00:00Z`, `2026-11-23T${hour}:30:00Z`) },
        { registration: n % 2 ? 'PH-BBB' : 'PH-AAA' },
      ),
    );
    const result = autoAssign(day(jobs, [b1(6), b1(7)]));
    const aircraftOf = (technicianId: number) =>
      new Set(result.proposals.filter((p) => p.technician_id === technicianId).map((p) => jobs[p.activity_id - 1].registration));
    expect([aircraftOf(6).size, aircraftOf(7).size]).toEqual([1, 1]);
    expect(result.proposals.filter((p) => p.activity_id > 2).every((p) => p.reasons.includes('same_aircraft'))).toBe(true);
  });

  it('balances hours: with two equal technicians, two distant jobs on different aircraft go to different people', () => {
    const first = activity(1, { window: window('2026-11-23T06:00:00Z', '2026-11-23T10:00:00Z') });
    const second = activity(2, { window: window('2026-11-23T14:00:00Z', '2026-11-23T18:00:00Z') });
    const result = autoAssign(day([first, second], [b1(6), b1(7)]));
    expect(new Set(result.proposals.map((p) => p.technician_id))).toEqual(new Set([6, 7]));
  });

  it('counts overtime outside the rostered shift when the roster is known', () => {
    const late = activity(1, { window: window('2026-11-23T18:00:00Z', '2026-11-23T20:00:00Z') });
    const input = day([late], [b1(6), b1(7)]);
    const shifts = new Map([
      [6, shift('2026-11-23', '2026-11-23T06:00:00Z', '2026-11-23T18:30:00Z')],
      [7, shift('2026-11-23', '2026-11-23T14:00:00Z', '2026-11-23T22:00:00Z')],
    ]);
    input.technicians = [...shifts].map(([id, day]) => ({
      id,
      home_station_id: stations.AMS,
      shifts: [{ start: day.start!, end: day.end! }],
    }));
    const contextOf = input.contextOf;
    input.contextOf = (facts, id) => ({ ...contextOf(facts, id), roster: roster({ days: [shifts.get(id)!] }) });
    expect(autoAssign(input).proposals.map((p) => p.technician_id)).toEqual([7]);
  });

  it('keeps the hardest seat filled: the only B1 for the A320 is left for it, the walk-around goes to the mechanic', () => {
    const walkaround = activity(1, { services: [{ service_id: 3, authorisation_category: 'A', type_authorisation_required: false }] });
    const transit = activity(2);
    const result = autoAssign(day([walkaround, transit], [b1(6, { home_station_id: null }), mechanic(5)]));
    expect(result.proposals.map((p) => [p.activity_id, p.technician_id]).sort()).toEqual([
      [1, 5],
      [2, 6],
    ]);
    expect(A320).toBe(context().activity.aircraft_type_id);
  });
});
