import { describe, expect, it } from 'vitest';
import { hoursAndMinutes } from '../../model/core/duration';

describe('hoursAndMinutes', () => {
  it('reads minutes as h:mm, rounded to the minute, signed when negative', () => {
    expect(hoursAndMinutes(455)).toBe('7:35');
    expect(hoursAndMinutes(95)).toBe('1:35');
    expect(hoursAndMinutes(10)).toBe('0:10');
    expect(hoursAndMinutes(0)).toBe('0:00');
    expect(hoursAndMinutes(59.6)).toBe('1:00');
    expect(hoursAndMinutes(1500)).toBe('25:00');
    expect(hoursAndMinutes(-12)).toBe('-0:12');
  });
});
