/**
 * The roster grid's keyboard and clipboard arithmetic (docs/modules/manpower.md), kept out of React so each
 * move is tested on its own: a selection is an anchor cell and a focus cell (the one with the
 * keyboard focus, WAI-ARIA grid pattern); Shift+arrows move the focus and keep the anchor.
 */
export interface GridCell {
  row: number;
  col: number;
}

export interface GridSelection {
  anchor: GridCell;
  focus: GridCell;
}

export interface GridSize {
  rows: number;
  cols: number;
}

export interface GridRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0));

const steps: Record<string, GridCell> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
};

/** Whether a key moves the focus (arrows, Home / End of the row). */
export const isNavigationKey = (key: string) => key in steps || key === 'Home' || key === 'End';

/** The selection after a navigation key; `extend` (Shift held) keeps the anchor, else both move. */
export function moveSelection(selection: GridSelection, key: string, size: GridSize, extend: boolean): GridSelection {
  const { focus } = selection;
  const step = steps[key];
  const col = key === 'Home' ? 0 : key === 'End' ? size.cols - 1 : focus.col + (step?.col ?? 0);
  const next = { row: clamp(focus.row + (step?.row ?? 0), size.rows), col: clamp(col, size.cols) };
  return { anchor: extend ? selection.anchor : next, focus: next };
}

/** The single cell selection at `cell`. */
export const selectCell = (cell: GridCell): GridSelection => ({ anchor: cell, focus: cell });

/** The rectangle a selection covers, whichever way it was drawn. */
export function selectionRange({ anchor, focus }: GridSelection): GridRange {
  return {
    top: Math.min(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    bottom: Math.max(anchor.row, focus.row),
    right: Math.max(anchor.col, focus.col),
  };
}

export const inRange = (range: GridRange, cell: GridCell) =>
  cell.row >= range.top && cell.row <= range.bottom && cell.col >= range.left && cell.col <= range.right;

/** Every cell of a range, row by row. */
export function rangeCells(range: GridRange): GridCell[] {
  const cells: GridCell[] = [];
  for (let row = range.top; row <= range.bottom; row += 1)
    for (let col = range.left; col <= range.right; col += 1) cells.push({ row, col });
  return cells;
}

/** A copied rectangle: rows of values (shift type ids, null for an empty day). */
export type GridClip<T> = T[][];

export function copyRange<T>(range: GridRange, valueAt: (cell: GridCell) => T): GridClip<T> {
  return Array.from({ length: range.bottom - range.top + 1 }, (_, r) =>
    Array.from({ length: range.right - range.left + 1 }, (_, c) => valueAt({ row: range.top + r, col: range.left + c })),
  );
}

/**
 * Where a clip lands: its top-left on `at`, cut at the grid's edges. A single copied cell pasted
 * over a wider selection fills all of it, as in a spreadsheet.
 */
export function pasteClip<T>(clip: GridClip<T>, target: GridRange, size: GridSize): { cell: GridCell; value: T }[] {
  if (clip.length === 0 || clip[0].length === 0) return [];
  const single = clip.length === 1 && clip[0].length === 1;
  const height = single ? target.bottom - target.top + 1 : clip.length;
  const width = single ? target.right - target.left + 1 : clip[0].length;
  const placed: { cell: GridCell; value: T }[] = [];
  for (let r = 0; r < height && target.top + r < size.rows; r += 1) {
    for (let c = 0; c < width && target.left + c < size.cols; c += 1) {
      placed.push({ cell: { row: target.top + r, col: target.left + c }, value: single ? clip[0][0] : clip[r][c] });
    }
  }
  return placed;
}

/**
 * The shift code a user is typing: an exact code (case-insensitive) wins, else the only code that
 * starts with what was typed; `ambiguous` when several still match (the user types on), `none`
 * when nothing does.
 */
export function matchShiftCode(typed: string, codes: readonly string[]): { match: string } | { match: null; ambiguous: boolean } {
  const wanted = typed.trim().toUpperCase();
  if (!wanted) return { match: null, ambiguous: false };
  const exact = codes.find((code) => code.toUpperCase() === wanted);
  if (exact) return { match: exact };
  const candidates = codes.filter((code) => code.toUpperCase().startsWith(wanted));
  if (candidates.length === 1) return { match: candidates[0] };
  return { match: null, ambiguous: candidates.length > 1 };
}
