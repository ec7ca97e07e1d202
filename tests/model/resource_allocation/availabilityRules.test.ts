import { describe, expect, it } from 'vitest';
import { failedRules } from '../../../model/ruleCatalogue';
import {
  availabilityHardRules,
  bookingOverridePolicy,
  evaluateAvailability,
  hardFailures,
  type AvailabilityContext,
  type BookableResource,
} from '../../../model/modules/resource_allocation/availabilityRules';

const context = (
  resource: Partial<BookableResource> & Pick<BookableResource, 'kind'>,
  extra: Partial<AvailabilityContext> = {},
): AvailabilityContext => ({
  resource: {
    status: resource.kind === 'calibrated_tool' ? 'in_service' : 'serviceable',
    next_due: resource.kind === 'calibrated_tool' ? '2026-12-31' : null,
    ...resource,
  },
  lastDay: '2026-11-23',
  ...extra,
});
const failed = (ctx: AvailabilityContext) => failedRules(evaluateAvailability(ctx));
const period = { starts_at: '2026-11-23T08:00:00Z', ends_at: '2026-11-23T12:00:00Z' };

describe('availability of trucks and equipment', () => {
  it('a serviceable truck with its service and insurance ahead passes', () => {
    expect(failed(context({ kind: 'truck', next_service_date: '2026-11-23', insurance_expiry: '2026-11-23' }))).toEqual([]);
  });

  it('a truck not serviceable, past its service date and uninsured → refused naming every reason', () => {
    const results = evaluateAvailability(
      context({ kind: 'truck', status: 'in_maintenance', next_service_date: '2026-11-20', insurance_expiry: '2026-11-22' }),
    );
    expect(results.filter((result) => !result.ok)).toEqual([
      {
        rule: 'resource_status',
        ok: false,
        reason: 'resource_allocation.rules.resource_status.not_serviceable',
        params: { status: 'in_maintenance' },
      },
      {
        rule: 'service_due',
        ok: false,
        reason: 'resource_allocation.rules.service_due.passed',
        params: { next_service_date: '2026-11-20' },
      },
      { rule: 'insurance', ok: false, reason: 'resource_allocation.rules.insurance.expired', params: { insurance_expiry: '2026-11-22' } },
    ]);
  });

  it('equipment has no insurance rule; its service date counts on the last day used', () => {
    expect(evaluateAvailability(context({ kind: 'equipment' })).map((result) => result.rule)).toEqual([
      'resource_status',
      'service_due',
      'in_transit',
    ]);
    expect(failed(context({ kind: 'equipment', next_service_date: '2026-11-23' }, { lastDay: '2026-11-24' }))).toEqual(['service_due']);
  });

  it('a transfer on the road during the period → refused as in transit, naming the destination; after arrival it is free', () => {
    const transits = [{ starts_at: '2026-11-23T06:00:00Z', ends_at: '2026-11-23T09:00:00Z', to_station_code: 'CDG' }];
    expect(evaluateAvailability(context({ kind: 'truck' }, { period, transits }))[3]).toEqual({
      rule: 'in_transit',
      ok: false,
      reason: 'resource_allocation.rules.in_transit.in_transit',
      params: { station: 'CDG', arrives_at: '2026-11-23T09:00:00.000Z' },
    });
    expect(failed(context({ kind: 'truck' }, { period: { ...period, starts_at: '2026-11-23T09:00:00Z' }, transits }))).toEqual([]);
  });
});

describe('availability of calibrated tools (EASA Part-145 145.A.40: equipment and tools calibrated and traceable)', () => {
  it('145.A.40: an in-service tool is usable up to and including its calibration due day', () => {
    expect(failed(context({ kind: 'calibrated_tool', next_due: '2026-11-23' }))).toEqual([]);
  });

  it('145.A.40: calibration overdue on the last day used → refused with the due date, even if it was valid on the first day', () => {
    expect(evaluateAvailability(context({ kind: 'calibrated_tool', next_due: '2026-11-22' }))[2]).toEqual({
      rule: 'calibration_due',
      ok: false,
      reason: 'resource_allocation.rules.calibration_due.overdue',
      params: { next_due: '2026-11-22' },
    });
  });

  it('145.A.40: a tool never calibrated → refused', () => {
    expect(evaluateAvailability(context({ kind: 'calibrated_tool', next_due: null }))[2]).toMatchObject({
      ok: false,
      reason: 'resource_allocation.rules.calibration_due.never_calibrated',
    });
  });

  it('145.A.40: a tool out for calibration → refused as at the laboratory, not as a bad status', () => {
    expect(failed(context({ kind: 'calibrated_tool', status: 'out_for_calibration' }))).toEqual(['out_for_calibration']);
  });

  it.each(['quarantined', 'retired'])('a tool %s → refused as not in service', (status) => {
    expect(evaluateAvailability(context({ kind: 'calibrated_tool', status }))[0]).toMatchObject({
      ok: false,
      reason: 'resource_allocation.rules.resource_status.not_in_service',
      params: { status },
    });
  });

  it('the status, the calibration rules and transit are never overridable; a service or insurance date may be (EASA Part-145 145.A.40)', () => {
    expect(availabilityHardRules).toEqual(
      expect.arrayContaining(['resource_status', 'calibration_due', 'out_for_calibration', 'in_transit']),
    );
    expect(availabilityHardRules).not.toContain('service_due');
    expect(availabilityHardRules).not.toContain('insurance');
    expect(bookingOverridePolicy.hard).toContain('resource_status');
  });

  it('a quarantined tool whose calibration is valid is refused by its status alone, and that refusal is hard (EASA Part-145 145.A.40)', () => {
    const results = evaluateAvailability(context({ kind: 'calibrated_tool', status: 'quarantined', next_due: '2027-06-01' }));
    expect(failedRules(results)).toEqual(['resource_status']);
    expect(hardFailures(results).map((result) => result.rule)).toEqual(['resource_status']);
  });

  it.each(['unserviceable', 'in_maintenance', 'retired'])(
    'a truck %s is refused, hard; a truck past its service or insurance date only softly (EASA Part-145 145.A.40)',
    (status) => {
      expect(hardFailures(evaluateAvailability(context({ kind: 'truck', status }))).map((result) => result.rule)).toEqual([
        'resource_status',
      ]);
      const dated = evaluateAvailability(context({ kind: 'truck', next_service_date: '2026-01-01', insurance_expiry: '2026-01-01' }));
      expect(failedRules(dated)).toEqual(['service_due', 'insurance']);
      expect(hardFailures(dated)).toEqual([]);
    },
  );
});
