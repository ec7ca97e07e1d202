import { describe, expect, it } from 'vitest';
import {
  copyRange,
  inRange,
  isNavigationKey,
  matchShiftCode,
  moveSelection,
  pasteClip,
  rangeCells,
  selectCell,
  selectionRange,
} from '../../../model/modules/manpower/gridNavigation';

const size = { rows: 3, cols: 7 };

describe('moveSelection: arrows, Home and End', () => {
  it('arrows move anchor and focus together', () => {
    expect(moveSelection(selectCell({ row: 1, col: 1 }), 'ArrowRight', size, false)).toEqual(selectCell({ row: 1, col: 2 }));
    expect(moveSelection(selectCell({ row: 1, col: 1 }), 'ArrowUp', size, false)).toEqual(selectCell({ row: 0, col: 1 }));
  });

  it('stops at the edges of the grid', () => {
    expect(moveSelection(selectCell({ row: 0, col: 0 }), 'ArrowLeft', size, false)).toEqual(selectCell({ row: 0, col: 0 }));
    expect(moveSelection(selectCell({ row: 2, col: 6 }), 'ArrowDown', size, false)).toEqual(selectCell({ row: 2, col: 6 }));
  });

  it('Shift extends: the anchor stays, the focus moves', () => {
    const once = moveSelection(selectCell({ row: 0, col: 1 }), 'ArrowRight', size, true);
    const twice = moveSelection(once, 'ArrowDown', size, true);
    expect(twice).toEqual({ anchor: { row: 0, col: 1 }, focus: { row: 1, col: 2 } });
    expect(selectionRange(twice)).toEqual({ top: 0, left: 1, bottom: 1, right: 2 });
  });

  it('Home and End go to the first and last day of the row', () => {
    expect(moveSelection(selectCell({ row: 1, col: 3 }), 'Home', size, false).focus).toEqual({ row: 1, col: 0 });
    expect(moveSelection(selectCell({ row: 1, col: 3 }), 'End', size, false).focus).toEqual({ row: 1, col: 6 });
    expect(isNavigationKey('End')).toBe(true);
    expect(isNavigationKey('a')).toBe(false);
  });
});

describe('ranges', () => {
  it('a range drawn up and to the left is the same rectangle', () => {
    const range = selectionRange({ anchor: { row: 2, col: 3 }, focus: { row: 1, col: 1 } });
    expect(range).toEqual({ top: 1, left: 1, bottom: 2, right: 3 });
    expect(rangeCells(range)).toHaveLength(6);
    expect(inRange(range, { row: 2, col: 2 })).toBe(true);
    expect(inRange(range, { row: 0, col: 2 })).toBe(false);
  });
});

describe('copy and paste of a rectangle', () => {
  const values = [
    ['D', 'D', 'O'],
    ['N', null, 'O'],
  ];
  const valueAt = ({ row, col }: { row: number; col: number }) => values[row][col];

  it('copies rows of values', () => {
    expect(copyRange({ top: 0, left: 1, bottom: 1, right: 2 }, valueAt)).toEqual([
      ['D', 'O'],
      [null, 'O'],
    ]);
  });

  it('pastes with its top-left on the target, cut at the grid edge', () => {
    const clip = [
      ['D', 'O'],
      [null, 'O'],
    ];
    expect(pasteClip(clip, { top: 2, left: 5, bottom: 2, right: 5 }, size)).toEqual([
      { cell: { row: 2, col: 5 }, value: 'D' },
      { cell: { row: 2, col: 6 }, value: 'O' },
    ]);
  });

  it('one copied cell fills the whole selected range', () => {
    expect(pasteClip([['N']], { top: 0, left: 0, bottom: 1, right: 1 }, size).map((p) => p.value)).toEqual(['N', 'N', 'N', 'N']);
  });

  it('an empty clip pastes nothing', () => {
    expect(pasteClip([], { top: 0, left: 0, bottom: 0, right: 0 }, size)).toEqual([]);
  });
});

describe('matchShiftCode: typing a code', () => {
  const codes = ['D', 'N', 'N2', 'OFF', 'SICK'];

  it('matches case-insensitively, exact first', () => {
    expect(matchShiftCode('d', codes)).toEqual({ match: 'D' });
    expect(matchShiftCode('n', codes)).toEqual({ match: 'N' });
  });

  it('a unique prefix is enough', () => {
    expect(matchShiftCode('o', codes)).toEqual({ match: 'OFF' });
    expect(matchShiftCode('Si', codes)).toEqual({ match: 'SICK' });
  });

  it('says when several codes still match, or none does', () => {
    expect(matchShiftCode('X', codes)).toEqual({ match: null, ambiguous: false });
    expect(matchShiftCode('S', ['SICK', 'SB'])).toEqual({ match: null, ambiguous: true });
    expect(matchShiftCode(' ', codes)).toEqual({ match: null, ambiguous: false });
  });
});
