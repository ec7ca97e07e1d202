import { describe, expect, it } from 'vitest';
import { evaluateAllocation, type AllocationContext } from '../../../model/modules/scheduled/allocationRules';
import { failedRules } from '../../../model/modules/scheduled/ruleResult';

const allocation = (kind: AllocationContext['kind'], resource: Partial<AllocationContext['resource']> = {}): AllocationContext => ({
  now: new Date('2026-11-20T08:00:00Z'),
  localDate: '2026-11-23',
  kind,
  resource: {
    status: kind === 'calibrated_tool' ? 'in_service' : 'serviceable',
    next_due: kind === 'calibrated_tool' ? '2027-03-01' : null,
    next_service_date: null,
    region_id: 1,
    station_id: 1,
    ...resource,
  },
  activity: { region_id: 1, station_id: 1 },
});

describe('evaluateAllocation: trucks and equipment', () => {
  it.each([
    ['truck', ['same_region', 'resource_status', 'service_due', 'insurance', 'in_transit']],
    ['equipment', ['same_region', 'resource_status', 'service_due', 'in_transit']],
  ] as const)('a serviceable %s of the region passes every rule of its kind (no calibration rule for it)', (kind, rules) => {
    expect(evaluateAllocation(allocation(kind))).toEqual(rules.map((rule) => ({ rule, ok: true })));
  });

  it.each(['unserviceable', 'in_maintenance', 'retired'])('a truck %s → refused as not serviceable', (status) => {
    expect(evaluateAllocation(allocation('truck', { status }))[1]).toEqual({
      rule: 'resource_status',
      ok: false,
      reason: 'resource_allocation.rules.resource_status.not_serviceable',
      params: { status },
    });
  });

  it('equipment of another region → refused, a station elsewhere in the region is fine', () => {
    expect(failedRules(evaluateAllocation(allocation('equipment', { region_id: 2 })))).toEqual(['same_region']);
    expect(failedRules(evaluateAllocation(allocation('equipment', { station_id: 4 })))).toEqual([]);
  });
});

describe('evaluateAllocation: calibrated tools', () => {
  it('an in-service tool within calibration passes; the due day itself still counts', () => {
    expect(failedRules(evaluateAllocation(allocation('calibrated_tool')))).toEqual([]);
    expect(failedRules(evaluateAllocation(allocation('calibrated_tool', { next_due: '2026-11-23' })))).toEqual([]);
  });

  it('EASA Part-145 145.A.40: a tool past its calibration due date must not be used → refused with the date', () => {
    expect(evaluateAllocation(allocation('calibrated_tool', { next_due: '2026-11-22' }))[3]).toEqual({
      rule: 'calibration_due',
      ok: false,
      reason: 'resource_allocation.rules.calibration_due.overdue',
      params: { next_due: '2026-11-22' },
    });
  });

  it('judges on the day of use: due after today but before the activity → refused', () => {
    expect(failedRules(evaluateAllocation(allocation('calibrated_tool', { next_due: '2026-11-21' })))).toEqual(['calibration_due']);
  });

  it('a tool never calibrated → refused', () => {
    expect(evaluateAllocation(allocation('calibrated_tool', { next_due: null }))[3]).toMatchObject({
      ok: false,
      reason: 'resource_allocation.rules.calibration_due.never_calibrated',
    });
  });

  it.each(['quarantined', 'retired'])('a tool %s → refused as not in service', (status) => {
    expect(evaluateAllocation(allocation('calibrated_tool', { status }))[1]).toMatchObject({
      ok: false,
      reason: 'resource_allocation.rules.resource_status.not_in_service',
      params: { status },
    });
  });

  it('a tool out for calibration → refused as at the laboratory (the Resources rule set)', () => {
    expect(failedRules(evaluateAllocation(allocation('calibrated_tool', { status: 'out_for_calibration' })))).toEqual([
      'out_for_calibration',
    ]);
  });

  it('names every failed rule at once', () => {
    const results = evaluateAllocation(allocation('calibrated_tool', { region_id: 3, status: 'quarantined', next_due: '2026-01-01' }));
    expect(failedRules(results)).toEqual(['same_region', 'resource_status', 'calibration_due']);
  });
});
