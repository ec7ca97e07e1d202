import { describe, expect, it } from 'vitest';
import { splitMinutes } from '../../../src/resources/services/format';

describe('services: duration formatting (money: tests/model/money.test.ts)', () => {
  it('splits minutes into hours and minutes', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(120)).toEqual({ hours: 2, minutes: 0 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitMinutes(null)).toBeNull();
    expect(splitMinutes(-5)).toBeNull();
  });
});
