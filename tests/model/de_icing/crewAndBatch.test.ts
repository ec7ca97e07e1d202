import { describe, expect, it } from 'vitest';
import { crewQualification, crewVerdicts, type CrewMember } from '../../../model/modules/de_icing/crewQualification';
import { refusals } from '../../../model/modules/de_icing/ruleResult';
import {
  stepBatchVerdicts,
  stepResourceVerdicts,
  stepSprayerVerdicts,
  type StepResourceContext,
} from '../../../model/modules/de_icing/stepResources';

const james: CrewMember = {
  id: 8,
  name: "James O'Connor",
  de_icing_courses: [{ course_id: 3, code: 'DEICE-L10', expires_on: '2027-01-04' }],
};
const priya: CrewMember = { id: 7, name: 'Priya Sharma', de_icing_courses: [] };

describe('crew qualification', () => {
  it('accepts an operator whose de-icing course runs to the day or later (SAE AS6286; ICAO Doc 9640)', () => {
    expect(crewQualification('operator', james, '2027-01-04').ok).toBe(true);
    expect(crewQualification('operator', james, '2026-12-01').ok).toBe(true);
  });

  it('refuses an operator whose course expired the day before, naming them, the course and the day (SAE AS6286 annual recurrent)', () => {
    expect(crewQualification('operator', james, '2027-01-05')).toMatchObject({
      ok: false,
      rule: 'operator_qualified',
      reason: 'de_icing.rules.operator_qualified.expired',
      params: { technician: "James O'Connor", course: 'DEICE-L10', expired_on: '2027-01-04' },
    });
  });

  it('refuses a technician with no de-icing course at all (ICAO Doc 9640)', () => {
    expect(crewQualification('operator', priya, '2027-01-05')).toMatchObject({
      ok: false,
      reason: 'de_icing.rules.operator_qualified.missing',
      params: { technician: 'Priya Sharma' },
    });
  });

  it('counts the latest record of a course: a renewal replaces the lapsed one, and one that never expires wins (SAE AS6286)', () => {
    const renewed: CrewMember = {
      ...james,
      de_icing_courses: [
        { course_id: 3, code: 'DEICE-L10', expires_on: '2026-01-04' },
        { course_id: 3, code: 'DEICE-L10', expires_on: '2027-06-01' },
      ],
    };
    expect(crewQualification('operator', renewed, '2027-01-05').ok).toBe(true);
    const lifelong: CrewMember = { ...james, de_icing_courses: [{ course_id: 4, code: 'DEICE-INIT', expires_on: null }] };
    expect(crewQualification('operator', lifelong, '2030-01-01').ok).toBe(true);
  });

  it('judges the checker under its own rule, and names every unqualified operator (SAE AS6286; ICAO Doc 9640)', () => {
    const crew = new Map([
      [8, james],
      [7, priya],
    ]);
    const results = crewVerdicts(crew, { operator_ids: [8, 7, 8], check_technician_id: 7 }, '2027-01-05');
    expect(refusals(results).map((r) => [r.rule, r.params?.technician])).toEqual([
      ['operator_qualified', "James O'Connor"],
      ['operator_qualified', 'Priya Sharma'],
      ['check_qualified', 'Priya Sharma'],
    ]);
  });
});

const context = (over: Partial<StepResourceContext> = {}): StepResourceContext => ({
  station_id: 10,
  fluids: new Map([
    [1, { name: 'Demo Type I', material_id: 100 }],
    [4, { name: 'Demo Type IV', material_id: 400 }],
    [5, { name: 'Hot water', material_id: null }],
  ]),
  lots: [
    { material_id: 100, lot: 'B100A', quantity: 300 },
    { material_id: 400, lot: 'B400A', quantity: 150 },
    { material_id: 400, lot: 'B400B', quantity: 0 },
  ],
  trucks: new Map([
    [21, { id: 21, name: 'DT-1', station_id: 10, status: 'serviceable' }],
    [22, { id: 22, name: 'DT-2', station_id: 10, status: 'in_maintenance' }],
    [23, { id: 23, name: 'DT-9', station_id: 99, status: 'serviceable' }],
  ]),
  equipment: new Map([[31, { id: 31, name: 'Spray rig', station_id: 10, status: 'serviceable' }]]),
  ...over,
});

describe('fluid batch and sprayer of every step', () => {
  it('accepts steps naming a station lot of the fluid with the litres, and a serviceable truck or equipment (SAE AS6286; ICAO Doc 9640)', () => {
    const results = stepResourceVerdicts(
      [
        { fluid_id: 1, litres: 200, lot: 'B100A', truck_id: 21 },
        { fluid_id: 4, litres: 150, lot: 'B400A', equipment_id: 31 },
      ],
      context(),
    );
    expect(refusals(results)).toEqual([]);
  });

  it('refuses a step without a batch, with a batch of another fluid or not in stock, and one asking more than the lot holds (ICAO Doc 9640 fluid traceability)', () => {
    const results = stepBatchVerdicts(
      [
        { fluid_id: 1, litres: 10, lot: null, truck_id: 21 },
        { fluid_id: 4, litres: 10, lot: 'B100A', truck_id: 21 },
        { fluid_id: 4, litres: 10, lot: 'B400B', truck_id: 21 },
      ],
      context(),
    );
    expect(results.map((r) => r.reason)).toEqual([
      'de_icing.rules.step_batch.missing',
      'de_icing.rules.step_batch.unknown',
      'de_icing.rules.step_batch.unknown',
    ]);
    const both = stepBatchVerdicts(
      [
        { fluid_id: 1, litres: 200, lot: 'B100A' },
        { fluid_id: 1, litres: 150, lot: 'B100A' },
      ],
      context(),
    );
    expect(both[0]).toMatchObject({
      ok: false,
      reason: 'de_icing.rules.step_batch.insufficient',
      params: { requested: 350, available: 300 },
    });
  });

  it('asks no batch of a fluid not kept in stock (SAE AS6286)', () => {
    expect(stepBatchVerdicts([{ fluid_id: 5, litres: 10 }], context())[0].ok).toBe(true);
  });

  it('asks no batch of heated water (0 %), nor counts its litres against a lot (SAE AS6285 first step of two)', () => {
    const results = stepBatchVerdicts(
      [
        { fluid_id: 1, concentration: 0, litres: 250, lot: null },
        { fluid_id: 1, concentration: 50, litres: 200, lot: 'B100A' },
      ],
      context(),
    );
    expect(results.map((r) => r.ok)).toEqual([true, true]);
  });

  it('refuses a step with no sprayer, one of another station and one not serviceable (SAE AS6286; EASA Part-145 145.A.40)', () => {
    const results = stepSprayerVerdicts(
      [
        { fluid_id: 1, litres: 10, lot: 'B100A' },
        { fluid_id: 1, litres: 10, lot: 'B100A', truck_id: 23 },
        { fluid_id: 1, litres: 10, lot: 'B100A', truck_id: 22 },
      ],
      context(),
    );
    expect(results.map((r) => r.reason)).toEqual([
      'de_icing.rules.step_sprayer.missing',
      'de_icing.rules.step_sprayer.not_at_station',
      'de_icing.rules.step_sprayer.not_serviceable',
    ]);
    expect(results[2].params).toMatchObject({ step: 3, name: 'DT-2', status: 'in_maintenance' });
  });
});
