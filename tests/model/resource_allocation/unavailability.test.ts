import { describe, expect, it } from 'vitest';
import { unavailableSpans } from '../../../model/modules/resource_allocation/unavailability';

const range = { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-27T00:00:00Z') };
const timeZone = 'Europe/Amsterdam';

describe('timeline shading: when a resource cannot be booked, and why', () => {
  it('a serviceable truck within its dates shades nothing', () => {
    expect(
      unavailableSpans(
        { resource: { kind: 'truck', status: 'serviceable', next_service_date: '2027-01-01', insurance_expiry: '2027-01-01' }, timeZone },
        range,
      ),
    ).toEqual([]);
  });

  it('service and insurance passed: from the station-local midnight after the date', () => {
    const spans = unavailableSpans(
      { resource: { kind: 'truck', status: 'serviceable', next_service_date: '2026-11-22', insurance_expiry: '2026-11-10' }, timeZone },
      range,
    );
    expect(spans).toEqual([
      { from: new Date('2026-11-22T23:00:00Z'), to: range.to, reason: 'resource_allocation.rules.service_due.passed' },
      { from: range.from, to: range.to, reason: 'resource_allocation.rules.insurance.expired' },
    ]);
  });

  it('145.A.40: a tool out for calibration since it was sent, and overdue from the day after its due date', () => {
    const spans = unavailableSpans(
      {
        resource: { kind: 'calibrated_tool', status: 'out_for_calibration', next_due: '2026-11-24' },
        calibration_sent_at: '2026-11-21T07:00:00Z',
        timeZone,
      },
      range,
    );
    expect(spans).toEqual([
      { from: new Date('2026-11-21T07:00:00Z'), to: range.to, reason: 'resource_allocation.rules.out_for_calibration.at_laboratory' },
      { from: new Date('2026-11-24T23:00:00Z'), to: range.to, reason: 'resource_allocation.rules.calibration_due.overdue' },
    ]);
  });

  it('a status that is not usable shades the whole range; a date beyond the range shades nothing', () => {
    expect(
      unavailableSpans({ resource: { kind: 'equipment', status: 'unserviceable', next_service_date: '2026-12-31' }, timeZone }, range),
    ).toEqual([{ from: range.from, to: range.to, reason: 'resource_allocation.rules.resource_status.not_serviceable' }]);
  });
});
