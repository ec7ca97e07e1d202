import { describe, expect, it } from 'vitest';
import { movementListFilter, movementsListLink } from '../../../model/modules/movements';

/** The movements screen's `open` filter, sent as the list API's (docs/modules/movements.md, "The movements screen"). */
describe('movementListFilter', () => {
  it('sends "to handle" as unmatched or diverted, not resolved, keeping the other filters', () => {
    expect(movementListFilter({ open: true, station_id: 3 })).toEqual({
      station_id: 3,
      outcome: ['unmatched', 'diverted'],
      resolved_at: null,
    });
  });

  it('narrows to an outcome also picked, and lets open win over one that is never open', () => {
    expect(movementListFilter({ open: true, outcome: ['diverted', 'applied'] })).toMatchObject({ outcome: ['diverted'] });
    expect(movementListFilter({ open: true, outcome: 'unmatched' })).toMatchObject({ outcome: ['unmatched'] });
    expect(movementListFilter({ open: true, outcome: ['refused'] })).toMatchObject({ outcome: ['unmatched', 'diverted'] });
  });

  it('sends nothing of its own when off', () => {
    expect(movementListFilter({ open: false, outcome: ['applied'] })).toEqual({ outcome: ['applied'] });
    expect(movementListFilter({ q: 'AF12' })).toEqual({ q: 'AF12' });
  });

  it('links to the screen with the filter in the address', () => {
    expect(movementsListLink({ message_id: 41 })).toBe('/scheduled/movements?filter=%7B%22message_id%22%3A41%7D');
  });
});
