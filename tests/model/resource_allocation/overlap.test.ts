import { describe, expect, it } from 'vitest';
import { conflictSpans, intersection, overlapping, periodsOverlap } from '../../../model/modules/resource_allocation/overlap';

const at = (hhmm: string) => `2026-11-23T${hhmm}:00Z`;
const period = (from: string, to: string) => ({ starts_at: at(from), ends_at: at(to) });

describe('booking overlap arithmetic: half-open periods, as the exclusion constraint reads them', () => {
  it('touching bookings do not overlap, either way round', () => {
    expect(periodsOverlap(period('08:00', '10:00'), period('10:00', '12:00'))).toBe(false);
    expect(periodsOverlap(period('10:00', '12:00'), period('08:00', '10:00'))).toBe(false);
    expect(intersection(period('08:00', '10:00'), period('10:00', '12:00'))).toBeNull();
  });

  it('a minute of overlap, containment and equal periods all overlap', () => {
    expect(periodsOverlap(period('08:00', '10:01'), period('10:00', '12:00'))).toBe(true);
    expect(periodsOverlap(period('08:00', '18:00'), period('10:00', '12:00'))).toBe(true);
    expect(periodsOverlap(period('10:00', '12:00'), period('10:00', '12:00'))).toBe(true);
    expect(intersection(period('08:00', '11:00'), period('10:00', '12:00'))).toEqual({
      starts_at: new Date(at('10:00')),
      ends_at: new Date(at('11:00')),
    });
  });

  it('apart periods do not overlap; Date and string instants compare alike', () => {
    expect(periodsOverlap(period('08:00', '09:00'), { starts_at: new Date(at('09:30')), ends_at: new Date(at('10:00')) })).toBe(false);
    expect(overlapping(period('09:00', '11:00'), [period('07:00', '09:00'), period('10:59', '12:00'), period('11:00', '13:00')])).toEqual([
      period('10:59', '12:00'),
    ]);
  });

  it('conflict spans: only between bookings of one resource, each overlapping pair once', () => {
    const spans = conflictSpans([
      { id: 1, key: 'truck:1', ...period('08:00', '12:00') },
      { id: 2, key: 'truck:1', ...period('11:00', '13:00') },
      { id: 3, key: 'truck:1', ...period('13:00', '14:00') },
      { id: 4, key: 'truck:2', ...period('08:00', '12:00') },
      { id: 5, key: 'truck:1', ...period('09:00', '09:30') },
    ]);
    expect(spans).toEqual([
      { key: 'truck:1', starts_at: new Date(at('09:00')), ends_at: new Date(at('09:30')), booking_ids: [1, 5] },
      { key: 'truck:1', starts_at: new Date(at('11:00')), ends_at: new Date(at('12:00')), booking_ids: [1, 2] },
    ]);
  });
});
