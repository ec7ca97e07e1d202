import { describe, expect, it } from 'vitest';
import { durationText, hoursAndMinutes } from '../../model/core/duration';

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

describe('durationText', () => {
  it('reads a stored value as h:mm, nothing when empty, unreadable or negative', () => {
    expect(durationText('95')).toBe('1:35');
    expect(durationText(600)).toBe('10:00');
    for (const none of [null, undefined, '', 'x', -1, Number.NaN]) expect(durationText(none)).toBe('');
  });
});
