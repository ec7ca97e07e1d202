import { describe, expect, it } from 'vitest';
import {
  assignmentRules,
  evaluateAssignment,
  failedRules,
  ruleNames,
  type AssignmentContext,
  type RuleResult,
} from '../../../model/modules/scheduled/assignmentRules';
import { travelMinutes, type TravelStation } from '../../../model/modules/scheduled/travel';
import { A320, B738, context, other, stations, window, withActivity, withTechnician } from './assignmentFixtures';

const verdict = (ctx: AssignmentContext, rule: string): RuleResult => evaluateAssignment(ctx).find((result) => result.rule === rule)!;
const services = (...needs: [string | null, boolean][]) =>
  needs.map(([category, typeRequired], index) => ({
    service_id: index + 1,
    authorisation_category: category as 'A' | 'B1' | 'B2' | 'C' | null,
    type_authorisation_required: typeRequired,
  }));

describe('evaluateAssignment', () => {
  it('checks every rule, in the order of ruleNames, and all pass for a qualified, free technician', () => {
    const results = evaluateAssignment(context());
    expect(results.map((result) => result.rule)).toEqual([...ruleNames]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(failedRules(results)).toEqual([]);
    expect(assignmentRules).toHaveLength(ruleNames.length);
  });

  it('names every failed rule at once, each with an i18n reason', () => {
    const ctx = withTechnician({
      active: false,
      region_id: 2,
      licences: ['easa_b2'],
      licence_expiry: '2026-01-01',
      authorisations: [],
      courses: [],
    });
    ctx.otherAssignments = [other({ window: window('2026-11-23T10:30:00Z', '2026-11-23T11:30:00Z') })];
    ctx.roster = { ...ctx.roster, days: [] };
    ctx.activity = { ...ctx.activity, services: [{ ...ctx.activity.services[0], required_courses: [{ id: 200, code: 'TOW' }] }] };
    const results = evaluateAssignment(ctx);
    // The rest rules judge the shift the work is on, so they cannot fail together with `rostered`.
    expect(failedRules(results)).toEqual(ruleNames.filter((rule) => rule !== 'rest_rules'));
    for (const result of results.filter((r) => !r.ok))
      expect(result.reason).toMatch(new RegExp(`^scheduled\\.rules\\.${result.rule}\\.[a-z_]+$`));
  });
});

describe('technician_active and same_region', () => {
  it('an inactive technician is refused', () => {
    expect(verdict(withTechnician({ active: false }), 'technician_active')).toEqual({
      rule: 'technician_active',
      ok: false,
      reason: 'scheduled.rules.technician_active.inactive',
    });
  });

  it('a technician of another region is refused', () => {
    expect(verdict(withTechnician({ region_id: 9 }), 'same_region')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.same_region.other_region',
    });
  });
});

describe('licence_category', () => {
  it('EASA Part-66 66.A.20: a B2 may not certify a B1 task', () => {
    expect(verdict(withTechnician({ licences: ['easa_b2'] }), 'licence_category')).toEqual({
      rule: 'licence_category',
      ok: false,
      reason: 'scheduled.rules.licence_category.not_covered',
      params: { required: 'B1', held: 'B2' },
    });
  });

  it('EASA Part-66 66.A.20: a B1 licence includes the category A privileges', () => {
    const ctx = withTechnician({ licences: ['easa_b1'] }, withActivity({ services: services(['A', false]) }));
    expect(verdict(ctx, 'licence_category').ok).toBe(true);
  });

  it('EASA Part-66 66.A.20: an A licence does not cover a B1 task, a B1 does not cover a B2 task', () => {
    const a = withTechnician({ licences: ['easa_a'] });
    expect(verdict(a, 'licence_category')).toMatchObject({ ok: false, params: { required: 'B1', held: 'A' } });
    const b1 = withTechnician({ licences: ['easa_b1'] }, withActivity({ services: services(['B1', false], ['B2', false]) }));
    expect(verdict(b1, 'licence_category')).toMatchObject({ ok: false, params: { required: 'B2', held: 'A, B1' } });
  });

  it('FAA 14 CFR Part 65 A&P: its own privileges under the exposition, the airframe and powerplant work of A and B1, not B2 nor C', () => {
    const ctx = withTechnician({ licences: ['faa_ap'] }, withActivity({ services: services(['A', false], ['B1', false]) }));
    expect(verdict(ctx, 'licence_category').ok).toBe(true);
    const avionics = withTechnician({ licences: ['faa_ap'] }, withActivity({ services: services(['B2', false], ['C', false]) }));
    expect(verdict(avionics, 'licence_category')).toMatchObject({ ok: false, params: { required: 'B2, C', held: 'A, B1' } });
  });

  it('a technician holding B1 and B2 covers both kinds of work (Part-66 66.A.20)', () => {
    const ctx = withTechnician({ licences: ['easa_b1', 'easa_b2'] }, withActivity({ services: services(['B1', false], ['B2', false]) }));
    expect(verdict(ctx, 'licence_category').ok).toBe(true);
  });

  it('a B1.1 covers B1 work on turbine aeroplanes; B1.2, B1.3 and B1.4 are for other aircraft groups (Part-66 66.A.20)', () => {
    expect(verdict(withTechnician({ licences: ['easa_b1_1'] }), 'licence_category').ok).toBe(true);
    for (const other of ['easa_b1_2', 'easa_b1_3', 'easa_b1_4'] as const)
      expect(verdict(withTechnician({ licences: [other] }), 'licence_category')).toMatchObject({
        ok: false,
        reason: 'scheduled.rules.licence_category.no_licence',
      });
    const both = withTechnician({ licences: ['easa_b1_3', 'easa_b2'] }, withActivity({ services: services(['B1', false]) }));
    expect(verdict(both, 'licence_category')).toMatchObject({ ok: false, params: { required: 'B1', held: 'B2' } });
  });

  it('no licence: refused for a task that needs one, with the categories needed', () => {
    const ctx = withTechnician({ licences: [] }, withActivity({ services: services(['B2', false], ['B1', false], ['B1', false]) }));
    expect(verdict(ctx, 'licence_category')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.licence_category.no_licence',
      params: { required: 'B1, B2' },
    });
  });

  it('no licence: fine for work that needs none (towing, walk-around)', () => {
    const ctx = withTechnician({ licences: [], authorisations: [] }, withActivity({ services: services([null, false]) }));
    expect(verdict(ctx, 'licence_category').ok).toBe(true);
  });
});

describe('type_authorisation', () => {
  it('EASA Part-145 145.A.35: no authorisation on the aircraft type → refused', () => {
    const ctx = withTechnician({ authorisations: [{ aircraft_type_id: B738, category: 'B1', valid_until: null }] });
    expect(verdict(ctx, 'type_authorisation')).toEqual({
      rule: 'type_authorisation',
      ok: false,
      reason: 'scheduled.rules.type_authorisation.missing',
      params: { category: 'B1', type: 'A320' },
    });
  });

  it('EASA Part-145 145.A.35: a B2 authorisation on the type does not cover a B1 task', () => {
    const ctx = withTechnician({ licences: ['faa_ap'], authorisations: [{ aircraft_type_id: A320, category: 'B2', valid_until: null }] });
    expect(verdict(ctx, 'type_authorisation')).toMatchObject({ ok: false, params: { category: 'B1', type: 'A320' } });
  });

  it('a B1 authorisation on the type covers a category A task on it', () => {
    const ctx = withActivity({ services: services(['A', true]) });
    expect(verdict(ctx, 'type_authorisation').ok).toBe(true);
  });

  it('EASA Part-145 145.A.35: an authorisation past its valid_until → refused with the date; the day itself still counts', () => {
    const expired = withTechnician({ authorisations: [{ aircraft_type_id: A320, category: 'B1', valid_until: '2026-11-22' }] });
    expect(verdict(expired, 'type_authorisation')).toEqual({
      rule: 'type_authorisation',
      ok: false,
      reason: 'scheduled.rules.type_authorisation.expired',
      params: { type: 'A320', valid_until: '2026-11-22' },
    });
    const lastDay = withTechnician({ authorisations: [{ aircraft_type_id: A320, category: 'B1', valid_until: '2026-11-23' }] });
    expect(verdict(lastDay, 'type_authorisation').ok).toBe(true);
  });

  it('a renewed authorisation counts even when an older one expired', () => {
    const ctx = withTechnician({
      authorisations: [
        { aircraft_type_id: A320, category: 'B1', valid_until: '2025-01-01' },
        { aircraft_type_id: A320, category: 'B1', valid_until: '2027-01-01' },
      ],
    });
    expect(verdict(ctx, 'type_authorisation').ok).toBe(true);
  });

  it('a type requirement without a category: any authorisation on the type does', () => {
    const ctx = withTechnician(
      { authorisations: [{ aircraft_type_id: A320, category: 'A', valid_until: null }] },
      withActivity({ services: services([null, true]) }),
    );
    expect(verdict(ctx, 'type_authorisation').ok).toBe(true);
    const none = withTechnician({ authorisations: [] }, withActivity({ services: services([null, true]) }));
    expect(verdict(none, 'type_authorisation')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.type_authorisation.missing_any',
      params: { type: 'A320' },
    });
  });

  it('services that do not require a type authorisation need none', () => {
    const ctx = withTechnician({ authorisations: [] }, withActivity({ services: services(['B1', false]) }));
    expect(verdict(ctx, 'type_authorisation').ok).toBe(true);
  });

  it('names the type by its id when the code is not given', () => {
    const ctx = withTechnician({ authorisations: [] }, withActivity({ aircraft_type_code: null }));
    expect(verdict(ctx, 'type_authorisation').params).toEqual({ category: 'B1', type: String(A320) });
  });
});

describe('licence_valid', () => {
  it('EASA Part-66 66.A.40: a licence expired the day before the work → refused', () => {
    expect(verdict(withTechnician({ licence_expiry: '2026-11-22' }), 'licence_valid')).toEqual({
      rule: 'licence_valid',
      ok: false,
      reason: 'scheduled.rules.licence_valid.expired',
      params: { expiry: '2026-11-22' },
    });
  });

  it('EASA Part-66 66.A.40: the expiry day itself is still valid', () => {
    expect(verdict(withTechnician({ licence_expiry: '2026-11-23' }), 'licence_valid').ok).toBe(true);
  });

  it('judges on the day of the work, not on today', () => {
    const ctx = withTechnician({ licence_expiry: '2026-11-21' }, context({ now: new Date('2026-11-20T08:00:00Z') }));
    expect(verdict(ctx, 'licence_valid').ok).toBe(false);
  });

  it('no expiry on record, or no licence held: nothing has expired', () => {
    expect(verdict(withTechnician({ licence_expiry: null }), 'licence_valid').ok).toBe(true);
    expect(verdict(withTechnician({ licences: [], licence_expiry: '2020-01-01' }), 'licence_valid').ok).toBe(true);
  });
});

describe('mandatory_training', () => {
  it('EASA Part-145 145.A.35(d): a mandatory course never taken → refused as missing', () => {
    const ctx = withTechnician({ courses: [{ course_id: 100, expires_on: null }] });
    expect(verdict(ctx, 'mandatory_training')).toEqual({
      rule: 'mandatory_training',
      ok: false,
      reason: 'scheduled.rules.mandatory_training.missing',
      params: { courses: 'EWIS' },
    });
  });

  it('EASA Part-145 145.A.35(d): recurrent training expired → refused as expired; the expiry day still counts', () => {
    const expired = withTechnician({
      courses: [
        { course_id: 100, expires_on: '2026-11-22' },
        { course_id: 101, expires_on: null },
      ],
    });
    expect(verdict(expired, 'mandatory_training')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.mandatory_training.expired',
      params: { courses: 'HF' },
    });
    const lastDay = withTechnician({
      courses: [
        { course_id: 100, expires_on: '2026-11-23' },
        { course_id: 101, expires_on: null },
      ],
    });
    expect(verdict(lastDay, 'mandatory_training').ok).toBe(true);
  });

  it('missing and expired courses are both named', () => {
    const ctx = withTechnician({ courses: [{ course_id: 100, expires_on: '2026-01-01' }] });
    expect(verdict(ctx, 'mandatory_training')).toMatchObject({
      reason: 'scheduled.rules.mandatory_training.missing_and_expired',
      params: { missing: 'EWIS', expired: 'HF' },
    });
  });

  it('a renewal on record counts even when an older record expired', () => {
    const ctx = withTechnician({
      courses: [
        { course_id: 100, expires_on: '2025-01-01' },
        { course_id: 100, expires_on: '2027-11-01' },
        { course_id: 101, expires_on: null },
      ],
    });
    expect(verdict(ctx, 'mandatory_training').ok).toBe(true);
  });

  it('a course for other categories is not asked of this technician', () => {
    const ctx = withTechnician({ licences: ['easa_a'], authorisations: [], courses: [{ course_id: 100, expires_on: null }] });
    expect(verdict(ctx, 'mandatory_training').ok).toBe(true);
  });

  it('applies to the categories the licence covers (an A course to a B1, B1 courses to an FAA A&P) and to those authorised on type (C)', () => {
    const courses = [{ id: 103, code: 'A-REC', mandatory_for: ['A'] }];
    expect(verdict(context({ mandatoryCourses: courses }), 'mandatory_training').ok).toBe(false);
    const faa = withTechnician({ licences: ['faa_ap'], courses: [{ course_id: 100, expires_on: null }] });
    expect(verdict(faa, 'mandatory_training').params).toEqual({ courses: 'EWIS' });
    const c = withTechnician({ authorisations: [{ aircraft_type_id: A320, category: 'C', valid_until: null }] });
    expect(verdict(c, 'mandatory_training').params).toEqual({ courses: 'CDCCL' });
  });
});

describe('competence', () => {
  const towing = { id: 200, code: 'TOW' };
  const engineRun = { id: 201, code: 'ENG-RUN' };
  const requiring = (...courses: { id: number; code: string }[][]) =>
    withActivity({
      services: courses.map((required_courses, index) => ({
        service_id: index + 1,
        authorisation_category: null,
        type_authorisation_required: false,
        required_courses,
      })),
    });

  it('EASA Part-145 145.A.30(e): a course a service requires and the technician never completed → refused, naming it', () => {
    expect(verdict(requiring([towing]), 'competence')).toEqual({
      rule: 'competence',
      ok: false,
      reason: 'scheduled.rules.competence.missing',
      params: { courses: 'TOW' },
    });
  });

  it('EASA Part-145 145.A.30(e): an authorisation expired before the day of the work → refused as expired; the expiry day still counts', () => {
    const held = (expires_on: string) => withTechnician({ courses: [{ course_id: 200, expires_on }] }, requiring([towing]));
    expect(verdict(held('2026-11-22'), 'competence')).toMatchObject({
      ok: false,
      reason: 'scheduled.rules.competence.expired',
      params: { courses: 'TOW' },
    });
    expect(verdict(held('2026-11-23'), 'competence').ok).toBe(true);
  });

  it('EASA Part-145 145.A.30(e): every course of every service counts, once each, missing and expired named apart', () => {
    const ctx = withTechnician({ courses: [{ course_id: 201, expires_on: '2020-01-01' }] }, requiring([towing, engineRun], [towing]));
    expect(verdict(ctx, 'competence')).toMatchObject({
      reason: 'scheduled.rules.competence.missing_and_expired',
      params: { missing: 'TOW', expired: 'ENG-RUN' },
    });
  });

  it('services that require no course ask for none; a valid record passes', () => {
    expect(verdict(context(), 'competence').ok).toBe(true);
    expect(verdict(withTechnician({ courses: [{ course_id: 200, expires_on: null }] }, requiring([towing])), 'competence').ok).toBe(true);
  });
});

describe('no_overlap', () => {
  const at = (changes: Parameters<typeof other>[0]) => context({ otherAssignments: [other(changes)] });

  it('another job at the same station at an overlapping time → refused, naming its work order', () => {
    expect(verdict(at({ window: window('2026-11-23T10:45:00Z', '2026-11-23T11:30:00Z') }), 'no_overlap')).toEqual({
      rule: 'no_overlap',
      ok: false,
      reason: 'scheduled.rules.no_overlap.overlap',
      params: { work_orders: 'AMS-261123-0007' },
    });
  });

  it('back-to-back jobs at the same station do not overlap', () => {
    expect(verdict(at({ window: window('2026-11-23T11:00:00Z', '2026-11-23T12:00:00Z') }), 'no_overlap').ok).toBe(true);
    expect(verdict(at({ window: window('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z') }), 'no_overlap').ok).toBe(true);
  });

  it('the road trip between stations counts: an RTM job ending 09:30 leaves no time for AMS at 10:00 (60 min drive)', () => {
    expect(verdict(at({ station_id: stations.RTM, window: window('2026-11-23T08:30:00Z', '2026-11-23T09:30:00Z') }), 'no_overlap').ok).toBe(
      false,
    );
    expect(verdict(at({ station_id: stations.RTM, window: window('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z') }), 'no_overlap').ok).toBe(
      true,
    );
  });

  it('travel after the activity counts too: from this station to the next job', () => {
    expect(verdict(at({ station_id: stations.RTM, window: window('2026-11-23T11:30:00Z', '2026-11-23T12:00:00Z') }), 'no_overlap').ok).toBe(
      false,
    );
    expect(verdict(at({ station_id: stations.RTM, window: window('2026-11-23T12:00:00Z', '2026-11-23T12:30:00Z') }), 'no_overlap').ok).toBe(
      true,
    );
  });

  it('without a road trip, the great-circle estimate counts (Amsterdam → Eindhoven ≈ 106 km → 140 min by road)', () => {
    const positions: Record<number, TravelStation> = {
      [stations.AMS]: { id: stations.AMS, airport_id: 1, latitude: 52.3086, longitude: 4.7639 },
      [stations.EIN]: { id: stations.EIN, airport_id: 3, latitude: 51.4501, longitude: 5.3745 },
    };
    const travel = (from: number, to: number) => travelMinutes(positions[from], positions[to], []);
    const early = context({
      travel,
      otherAssignments: [other({ station_id: stations.EIN, window: window('2026-11-23T07:00:00Z', '2026-11-23T07:30:00Z') })],
    });
    const late = context({
      travel,
      otherAssignments: [other({ station_id: stations.EIN, window: window('2026-11-23T07:00:00Z', '2026-11-23T08:00:00Z') })],
    });
    expect(verdict(early, 'no_overlap').ok).toBe(true);
    expect(verdict(late, 'no_overlap').ok).toBe(false);
  });

  it('the activity does not overlap itself (re-checking a technician already on it)', () => {
    const ctx = at({ activity_id: 500, window: window('2026-11-23T10:00:00Z', '2026-11-23T11:00:00Z') });
    expect(verdict(ctx, 'no_overlap').ok).toBe(true);
  });

  it('names each overlapping work order once', () => {
    const ctx = context({
      otherAssignments: [
        other({ activity_id: 601, work_order: 'AMS-261123-0008', window: window('2026-11-23T09:30:00Z', '2026-11-23T10:15:00Z') }),
        other({ activity_id: 602, work_order: 'AMS-261123-0009', window: window('2026-11-23T10:30:00Z', '2026-11-23T10:40:00Z') }),
        other({ activity_id: 603, work_order: 'AMS-261123-0010', window: window('2026-11-23T13:00:00Z', '2026-11-23T14:00:00Z') }),
      ],
    });
    expect(verdict(ctx, 'no_overlap').params).toEqual({ work_orders: 'AMS-261123-0008, AMS-261123-0009' });
  });
});
