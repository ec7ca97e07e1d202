import { cellKey, type RosterChange, type RosterShift } from './rosterTypes';

/**
 * The supervisor's unsaved roster edits, by cell (technician|date). Each keeps the version read
 * when the cell was first touched, so the batch save is refused (409) if someone else saved the
 * cell since — never a silent overwrite. Edits outlive a change of week or month:
 * the Save sends them all.
 */
export interface CellEdit {
  shift_type_id: number | null;
  version: number | null;
}

export interface RosterEdits {
  edits: ReadonlyMap<string, CellEdit>;
  /** Each step is the previous edit of every cell it touched (undefined: the cell was untouched). */
  undo: ReadonlyArray<ReadonlyMap<string, CellEdit | undefined>>;
  /** Cells someone else saved after they were read here. */
  conflicts: ReadonlySet<string>;
}

export const noEdits: RosterEdits = { edits: new Map(), undo: [], conflicts: new Set() };

export type RosterEditAction =
  | { type: 'set'; cells: { key: string; shift_type_id: number | null }[]; saved: ReadonlyMap<string, RosterShift> }
  | { type: 'undo' }
  | { type: 'discard'; keys?: readonly string[] }
  | { type: 'conflicts'; keys: readonly string[] }
  /** Keep mine: the edits on these cells now build on the version saved by the other supervisor. */
  | { type: 'rebase'; saved: ReadonlyMap<string, RosterShift> };

const keyOf = (shift: Pick<RosterShift, 'technician_id' | 'local_date'>) => cellKey(shift.technician_id, shift.local_date);

/** The saved shifts by cell. */
export const shiftsByCell = (shifts: readonly RosterShift[]) => new Map(shifts.map((shift) => [keyOf(shift), shift]));

export function rosterEditsReducer(state: RosterEdits, action: RosterEditAction): RosterEdits {
  switch (action.type) {
    case 'set': {
      const edits = new Map(state.edits);
      const previous = new Map<string, CellEdit | undefined>();
      for (const { key, shift_type_id } of action.cells) {
        if (!previous.has(key)) previous.set(key, state.edits.get(key));
        const saved = action.saved.get(key);
        const version = state.edits.get(key)?.version ?? saved?.version ?? null;
        // Setting a cell back to what is saved is no edit at all.
        if ((saved?.shift_type_id ?? null) === shift_type_id && version === (saved?.version ?? null)) edits.delete(key);
        else edits.set(key, { shift_type_id, version });
      }
      return { ...state, edits, undo: [...state.undo, previous] };
    }
    case 'undo': {
      const last = state.undo[state.undo.length - 1];
      if (!last) return state;
      const edits = new Map(state.edits);
      last.forEach((edit, key) => (edit ? edits.set(key, edit) : edits.delete(key)));
      return { ...state, edits, undo: state.undo.slice(0, -1) };
    }
    case 'discard': {
      if (!action.keys) return noEdits;
      const edits = new Map(state.edits);
      const conflicts = new Set(state.conflicts);
      action.keys.forEach((key) => {
        edits.delete(key);
        conflicts.delete(key);
      });
      return { edits, undo: [], conflicts };
    }
    case 'conflicts':
      return { ...state, conflicts: new Set([...state.conflicts, ...action.keys.filter((key) => state.edits.has(key))]) };
    case 'rebase': {
      const edits = new Map(state.edits);
      state.conflicts.forEach((key) => {
        const edit = edits.get(key);
        if (edit) edits.set(key, { ...edit, version: action.saved.get(key)?.version ?? null });
      });
      return { ...state, edits, conflicts: new Set() };
    }
  }
}

/**
 * Edited cells that someone else saved since they were read: the saved version differs from the
 * one the edit was built on. Only cells of the period just loaded can be judged.
 */
export function staleEdits(
  edits: ReadonlyMap<string, CellEdit>,
  saved: ReadonlyMap<string, RosterShift>,
  inPeriod: (key: string) => boolean,
): string[] {
  return [...edits].filter(([key, edit]) => inPeriod(key) && (saved.get(key)?.version ?? null) !== edit.version).map(([key]) => key);
}

/** The PUT batch: every edit with the version it was read at. */
export function editsToChanges(edits: ReadonlyMap<string, CellEdit>): RosterChange[] {
  return [...edits].map(([key, edit]) => {
    const [technician, local_date] = key.split('|');
    return { technician_id: Number(technician), local_date, shift_type_id: edit.shift_type_id, version: edit.version };
  });
}
