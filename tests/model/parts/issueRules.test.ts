import { describe, expect, it } from 'vitest';
import { checkIssue, checkReturn, type IssueFacts } from '../../../model/modules/parts/issueRules';

const facts = (over: Partial<IssueFacts> = {}): IssueFacts => ({
  material: { tracking: 'none' },
  station_id: 7,
  lot: null,
  quantity: 1,
  stockLot: { quantity: 5, expires_on: null },
  job: { station_id: 7, finished: false },
  today: '2026-11-26',
  ...over,
});
const reasons = (f: IssueFacts) =>
  checkIssue(f)
    .filter((r) => !r.ok)
    .map((r) => r.reason);

describe('issue rules', () => {
  it('an open job at the station passes; another station or a closed job is refused, both named', () => {
    expect(reasons(facts())).toEqual([]);
    expect(reasons(facts({ job: { station_id: 8, finished: true } }))).toEqual(['parts.rules.job.other_station', 'parts.rules.job.closed']);
    expect(reasons(facts({ job: null }))).toEqual([]);
  });

  it('a serial is issued once: one unit, named, and only while it is in this station stock', () => {
    const serial = { tracking: 'serial' as const };
    expect(reasons(facts({ material: serial, lot: 'SN-1', stockLot: { quantity: 1, expires_on: null } }))).toEqual([]);
    expect(reasons(facts({ material: serial, lot: 'SN-1', stockLot: { quantity: 0, expires_on: null } }))).toEqual([
      'parts.rules.serial.not_in_stock',
    ]);
    expect(reasons(facts({ material: serial, lot: 'SN-1', stockLot: null }))).toEqual(['parts.rules.serial.not_in_stock']);
    expect(reasons(facts({ material: serial, quantity: 2, stockLot: null }))).toEqual([
      'parts.rules.serial.required',
      'parts.rules.serial_quantity.not_one',
    ]);
  });

  it('shelf life: a batch is issuable on its expiry day, refused the day after', () => {
    const batch = { tracking: 'batch' as const };
    expect(reasons(facts({ material: batch, lot: 'B1', stockLot: { quantity: 5, expires_on: '2026-11-26' } }))).toEqual([]);
    expect(reasons(facts({ material: batch, lot: 'B1', stockLot: { quantity: 5, expires_on: '2026-11-25' } }))).toEqual([
      'parts.rules.shelf_life.expired',
    ]);
    expect(reasons(facts({ material: batch }))).toEqual(['parts.rules.batch.required']);
  });

  it('a return is at most what the job holds of the lot', () => {
    expect(checkReturn({ tracking: 'none' }, null, 2, 2).every((r) => r.ok)).toBe(true);
    expect(checkReturn({ tracking: 'none' }, null, 3, 2).find((r) => !r.ok)).toMatchObject({
      reason: 'parts.rules.return_quantity.more_than_issued',
      params: { quantity: 3, issued: 2 },
    });
  });
});
