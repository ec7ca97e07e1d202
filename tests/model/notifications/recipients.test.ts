import { describe, expect, it } from 'vitest';
import { recipientsWithoutActor, stationSupervisors } from '../../../model/core/recipients';

describe('stationSupervisors', () => {
  const region = [
    { userId: 1, stationIds: [10] },
    { userId: 2, stationIds: [20] },
    { userId: 3, stationIds: [] },
  ];

  it('keeps only the supervisors posted at the station when there are some', () => {
    expect(stationSupervisors(region, 10)).toEqual([1]);
  });

  it('falls back to every supervisor of the region when none is posted there', () => {
    expect(stationSupervisors(region, 99)).toEqual([1, 2, 3]);
    expect(stationSupervisors([], 10)).toEqual([]);
  });
});

describe('recipientsWithoutActor', () => {
  it('never notifies the person who made the change, and each recipient once', () => {
    expect(recipientsWithoutActor([5, 7, 5, null, 9, undefined], 7)).toEqual([5, 9]);
  });

  it('keeps everyone when the change has no actor (a job)', () => {
    expect(recipientsWithoutActor([5, 7], null)).toEqual([5, 7]);
  });
});
