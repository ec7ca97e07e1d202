import { describe, expect, it } from 'vitest';
import { durationText } from '../../../model/core/duration';

// Services' standard durations read h:mm like every duration (docs/ARCHITECTURE.md,
// "Internationalisation"); they read "1 h 30 min" before, the expectation changes on purpose.
describe('services: duration formatting (money: tests/model/money.test.ts)', () => {
  it('reads stored minutes as h:mm, nothing for none', () => {
    expect(durationText(90)).toBe('1:30');
    expect(durationText(45)).toBe('0:45');
    expect(durationText(120)).toBe('2:00');
    expect(durationText(0)).toBe('0:00');
    expect(durationText(null)).toBe('');
    expect(durationText(-5)).toBe('');
  });
});
