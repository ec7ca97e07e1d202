import { describe, expect, it } from 'vitest';
import { formatWorkOrder } from '../../../model/modules/scheduled/workOrder';

describe('formatWorkOrder: a number people can say on the radio', () => {
  it('station, station-local YYMMDD and the day’s sequence on four digits', () => {
    expect(formatWorkOrder('AMS', '2026-11-23', 42)).toBe('AMS-261123-0042');
    expect(formatWorkOrder('RTM', '2027-01-05', 1)).toBe('RTM-270105-0001');
  });

  it('past 9 999 the sequence grows a digit rather than wrapping', () => {
    expect(formatWorkOrder('AMS', '2026-11-23', 9999)).toBe('AMS-261123-9999');
    expect(formatWorkOrder('AMS', '2026-11-23', 10000)).toBe('AMS-261123-10000');
  });
});
