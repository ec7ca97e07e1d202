import { describe, expect, it } from 'vitest';
import { checkSteps, typeILout, type FluidFacts, type TreatmentFacts } from '../../../model/modules/de_icing/mixingRules';
import { refusals, warnings } from '../../../model/modules/de_icing/ruleResult';

const fluids = new Map<number, FluidFacts>([
  [
    1,
    {
      id: 1,
      name: 'Demo Type I',
      fluid_type: 'I',
      active: true,
      lout_100_c: null,
      lout_75_c: null,
      lout_50_c: null,
      aerodynamic_limit_c: -30,
    },
  ],
  [4, { id: 4, name: 'Demo Type IV', fluid_type: 'IV', active: true, lout_100_c: -29, lout_75_c: -14, lout_50_c: -3 }],
  [2, { id: 2, name: 'Demo Type II', fluid_type: 'II', active: true, lout_100_c: -28, lout_75_c: null, lout_50_c: -3 }],
  [9, { id: 9, name: 'Old fluid', fluid_type: 'IV', active: false, lout_100_c: -29, lout_75_c: -14, lout_50_c: -3 }],
]);

const at = (minute: number) => new Date(Date.UTC(2027, 0, 5, 13, minute));

const twoStep = (over: Partial<TreatmentFacts> = {}): TreatmentFacts => ({
  oat_c: -5,
  procedure: 'two_step',
  steps: [
    { purpose: 'de_icing', fluid_id: 1, concentration: 55, freezing_point_c: -15, started_at: at(0), ended_at: at(5) },
    { purpose: 'anti_icing', fluid_id: 4, concentration: 100, started_at: at(6), ended_at: at(9) },
  ],
  ...over,
});

const oneStepTypeI = (freezingPoint: number, oat = -5): TreatmentFacts => ({
  oat_c: oat,
  procedure: 'one_step',
  steps: [{ purpose: 'anti_icing', fluid_id: 1, concentration: 60, freezing_point_c: freezingPoint, started_at: at(0), ended_at: at(5) }],
});

const failed = (facts: TreatmentFacts) => refusals(checkSteps(facts, fluids)).map((r) => r.reason);

describe('checkSteps (mixing rules)', () => {
  it('a correct two-step treatment passes every rule', () => {
    expect(checkSteps(twoStep(), fluids).every((r) => r.ok)).toBe(true);
  });

  // The 10 °C buffer protects the aircraft until take-off: it binds a one-step treatment and the anti-icing step,
  // not the de-icing step of two (it used to be applied there too, refusing valid treatments).
  it('SAE AS6285: a one-step Type I freezing point must be at least 10 °C below OAT', () => {
    expect(failed(oneStepTypeI(-14.9))).toEqual(['de_icing.rules.type_i_freezing_point.too_warm', 'de_icing.rules.lout.below_type_i_lout']);
    expect(failed(oneStepTypeI(-15))).toEqual([]);
  });

  it('SAE AS6285: a Type I anti-icing step keeps the 10 °C buffer', () => {
    const steps = twoStep().steps.map((s, i) => (i === 1 ? { ...s, fluid_id: 1, concentration: 60, freezing_point_c: -14 } : s));
    expect(failed(twoStep({ steps }))).toEqual(['de_icing.rules.type_i_freezing_point.too_warm', 'de_icing.rules.lout.below_type_i_lout']);
  });

  it('SAE AS6285: the first step of two may have a freezing point up to 3 °C above OAT (OAT −5, Type I at −10 passes)', () => {
    const steps = twoStep().steps.map((s, i) => (i === 0 ? { ...s, freezing_point_c: -10 } : s));
    expect(failed(twoStep({ steps }))).toEqual([]);
    const atLimit = twoStep().steps.map((s, i) => (i === 0 ? { ...s, freezing_point_c: -2 } : s));
    expect(failed(twoStep({ steps: atLimit }))).toEqual([]);
    const tooWarm = twoStep().steps.map((s, i) => (i === 0 ? { ...s, freezing_point_c: -1.9 } : s));
    expect(refusals(checkSteps(twoStep({ steps: tooWarm }), fluids))).toEqual([
      {
        rule: 'first_step_freezing_point',
        ok: false,
        reason: 'de_icing.rules.first_step_freezing_point.too_warm',
        params: { step: 1, freezing_point: -1.9, limit: -2 },
      },
    ]);
  });

  it('SAE AS6285: a thickened first step of two is judged by the 3 °C rule, not the 7 °C buffer', () => {
    const steps = twoStep().steps.map((s, i) => (i === 0 ? { ...s, fluid_id: 2, concentration: 50, freezing_point_c: -6 } : s));
    expect(failed(twoStep({ oat_c: -3, steps }))).toEqual([]);
  });

  it('SAE AS6285: heated water only as the first step of two, at OAT −3 °C and above', () => {
    const water = twoStep().steps.map((s, i) => (i === 0 ? { ...s, concentration: 0, freezing_point_c: null } : s));
    expect(failed(twoStep({ oat_c: -3, steps: water }))).toEqual([]);
    expect(failed(twoStep({ oat_c: -3.1, steps: water }))).toEqual(['de_icing.rules.first_step_freezing_point.water_too_cold']);
    const waterLast = [{ ...twoStep().steps[1], fluid_id: 1, concentration: 0 }];
    expect(failed({ oat_c: 2, procedure: 'one_step', steps: waterLast })).toEqual([
      'de_icing.rules.first_step_freezing_point.water_not_first_step',
    ]);
  });

  it('SAE AS6285: Type I LOUT is the higher of the aerodynamic limit and freezing point + 10 °C (OAT −40 refused)', () => {
    expect(refusals(checkSteps(oneStepTypeI(-55, -40), fluids))).toEqual([
      { rule: 'lout', ok: false, reason: 'de_icing.rules.lout.below_type_i_lout', params: { step: 1, fluid: 'Demo Type I', lout: -30 } },
    ]);
    expect(failed(oneStepTypeI(-45, -30))).toEqual([]);
    expect(typeILout(fluids.get(1)!, -35)).toBe(-25);
    expect(typeILout({ ...fluids.get(1)!, aerodynamic_limit_c: null }, null)).toBeNull();
  });

  it('SAE AS6285: a Type I step without a measured freezing point is refused (it is mixed by freezing point)', () => {
    const steps = twoStep().steps.map((s, i) => (i === 0 ? { ...s, freezing_point_c: null } : s));
    expect(failed(twoStep({ steps }))).toEqual(['de_icing.rules.type_i_freezing_point.missing']);
  });

  it('SAE ARP4737 / FAA HOT guidelines: Type II/III/IV freezing point at least 7 °C below OAT, when measured', () => {
    const steps = twoStep().steps.map((s, i) => (i === 1 ? { ...s, freezing_point_c: -11.9 } : s));
    const results = checkSteps(twoStep({ steps }), fluids);
    expect(refusals(results)).toEqual([
      {
        rule: 'freezing_point',
        ok: false,
        reason: 'de_icing.rules.freezing_point.too_warm',
        params: { step: 2, freezing_point: -11.9, limit: -12 },
      },
    ]);
    const ok = twoStep().steps.map((s, i) => (i === 1 ? { ...s, freezing_point_c: -12 } : s));
    expect(failed(twoStep({ steps: ok }))).toEqual([]);
  });

  it('SAE ARP4737 / FAA HOT guidelines: never below the fluid LOUT for its concentration', () => {
    const steps = twoStep().steps.map((s, i) => (i === 1 ? { ...s, concentration: 75 } : { ...s, freezing_point_c: -30 }));
    expect(failed(twoStep({ oat_c: -14, steps }))).toEqual([]);
    expect(refusals(checkSteps(twoStep({ oat_c: -14.5, steps }), fluids))).toEqual([
      expect.objectContaining({
        rule: 'lout',
        reason: 'de_icing.rules.lout.below_lout',
        params: { step: 2, fluid: 'Demo Type IV', concentration: 75, lout: -14 },
      }),
    ]);
  });

  it('SAE ARP4737: a concentration the maker gives no LOUT for is refused', () => {
    const steps = twoStep().steps.map((s, i) => (i === 1 ? { ...s, fluid_id: 2, concentration: 75 } : s));
    expect(failed(twoStep({ steps }))).toEqual(['de_icing.rules.lout.no_lout']);
  });

  it('FAA HOT guidelines: an anti-icing step more than 3 min after the de-icing step is a warning, not a refusal', () => {
    const steps = twoStep().steps.map((s, i) => (i === 1 ? { ...s, started_at: at(9), ended_at: at(12) } : s));
    const results = checkSteps(twoStep({ steps }), fluids);
    expect(refusals(results)).toEqual([]);
    expect(warnings(results)).toEqual([
      {
        rule: 'two_step_gap',
        ok: false,
        warning: true,
        reason: 'de_icing.rules.two_step_gap.too_long',
        params: { minutes: 4, limit: 3, duration: '0:04', limit_duration: '0:03' },
      },
    ]);
    const threeMinutes = twoStep().steps.map((s, i) => (i === 1 ? { ...s, started_at: at(8) } : s));
    expect(warnings(checkSteps(twoStep({ steps: threeMinutes }), fluids))).toEqual([]);
  });

  it('one-step is one step, two-step is de-icing then anti-icing', () => {
    expect(failed(twoStep({ procedure: 'one_step' }))).toEqual(['de_icing.rules.procedure_steps.one_step_count']);
    expect(failed(twoStep({ steps: twoStep().steps.slice(1) }))).toEqual(['de_icing.rules.procedure_steps.two_step_count']);
    const swapped = twoStep().steps.map((s, i) => ({ ...s, purpose: i === 0 ? ('anti_icing' as const) : ('de_icing' as const) }));
    expect(failed(twoStep({ steps: swapped }))).toEqual(['de_icing.rules.procedure_steps.two_step_order']);
  });

  it('steps are in time order', () => {
    const overlapping = twoStep().steps.map((s, i) => (i === 1 ? { ...s, started_at: at(4) } : s));
    expect(failed(twoStep({ steps: overlapping }))).toEqual(['de_icing.rules.steps_in_order.starts_before_previous']);
    const backwards = twoStep().steps.map((s, i) => (i === 0 ? { ...s, ended_at: at(0 - 1) } : s));
    expect(failed(twoStep({ steps: backwards }))).toContain('de_icing.rules.steps_in_order.ends_before_start');
  });

  it('an unknown or inactive fluid is refused', () => {
    const unknown = twoStep().steps.map((s, i) => (i === 1 ? { ...s, fluid_id: 77 } : s));
    expect(failed(twoStep({ steps: unknown }))).toEqual(['de_icing.rules.fluid_known.unknown']);
    const inactive = twoStep().steps.map((s, i) => (i === 1 ? { ...s, fluid_id: 9 } : s));
    expect(failed(twoStep({ steps: inactive }))).toEqual(['de_icing.rules.fluid_known.inactive']);
  });

  it('a refusal names every failed rule', () => {
    const steps = [{ purpose: 'anti_icing' as const, fluid_id: 4, concentration: 50, freezing_point_c: -5, started_at: at(0) }];
    expect(failed({ oat_c: -10, procedure: 'two_step', steps })).toEqual([
      'de_icing.rules.procedure_steps.two_step_count',
      'de_icing.rules.freezing_point.too_warm',
      'de_icing.rules.lout.below_lout',
    ]);
  });
});
