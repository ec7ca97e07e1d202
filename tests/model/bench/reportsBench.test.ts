import { describe, expect, it } from 'vitest';
import { lastFullQuarter } from '../../../bench/reports/lastQuarter';
import { parseOptions } from '../../../bench/reports/options';
import { planAccess } from '../../../bench/reports/planIndexes';

describe('bench/reports', () => {
  it('measures the last full calendar quarter, across a year end too', () => {
    expect(lastFullQuarter(new Date('2026-11-26T03:00:00Z'))).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(lastFullQuarter(new Date('2027-01-15T12:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(lastFullQuarter(new Date('2026-04-01T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('names every index of a plan tree and each table read whole', () => {
    const plan = {
      'Node Type': 'Hash Join',
      Plans: [
        { 'Node Type': 'Seq Scan', 'Relation Name': 'activity_services' },
        {
          'Node Type': 'Bitmap Heap Scan',
          'Relation Name': 'activities',
          Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'activities_region_date_idx' }],
        },
        { 'Node Type': 'Index Only Scan', 'Relation Name': 'activity_services', 'Index Name': 'activity_services_done_idx' },
      ],
    };
    expect([...planAccess(plan)]).toEqual(['seq scan on activity_services', 'activities_region_date_idx', 'activity_services_done_idx']);
  });

  it('runs on PostgreSQL only, at the scale asked', () => {
    expect(() => parseOptions([], {})).toThrow(/PostgreSQL/);
    expect(parseOptions(['--runs', '3'], { BENCH_SCALE: '0.01', TEST_DATABASE_URL: 'postgres://x/y' })).toEqual({
      scale: 0.01,
      runs: 3,
      databaseUrl: 'postgres://x/y',
    });
    expect(() => parseOptions(['--scale', '0'], { TEST_DATABASE_URL: 'postgres://x/y' })).toThrow(/--scale/);
  });
});
