import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoAssign } from '../../../../model/modules/scheduled/autoAssign';
import { syntheticDay } from '../../../../testkit/auto-assign/syntheticDay';
import { proposalViolations } from '../../../../testkit/auto-assign/violations';

/** Random days: sizes, station counts, recorded work and the seed that draws everything else. */
const days = fc.record({
  activities: fc.integer({ min: 0, max: 40 }),
  technicians: fc.integer({ min: 0, max: 25 }),
  stations: fc.integer({ min: 1, max: 4 }),
  recordedShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});

describe('auto-assign on random days', () => {
  it('never proposes an assignment that breaks a rule (licence, type authorisation, training, overlap incl. travel), judged against the final proposal', () => {
    fc.assert(
      fc.property(days, (options) => {
        const input = syntheticDay(options);
        expect(proposalViolations(input, autoAssign(input).proposals)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic: the same day gives the same proposal, reasons and figures', () => {
    fc.assert(
      fc.property(days, (options) => {
        expect(autoAssign(syntheticDay(options))).toEqual(autoAssign(syntheticDay(options)));
      }),
      { numRuns: 60 },
    );
  });

  it('never fills more seats than the upper bound, and accounts for every open seat', () => {
    fc.assert(
      fc.property(days, (options) => {
        const { proposals, unassigned, figures } = autoAssign(syntheticDay(options));
        expect(figures.filled).toBe(proposals.length);
        expect(figures.filled).toBeLessThanOrEqual(figures.upper_bound);
        expect(figures.upper_bound).toBeLessThanOrEqual(figures.seats);
        expect(proposals.length + unassigned.length).toBe(figures.seats);
      }),
      { numRuns: 150 },
    );
  });
});
