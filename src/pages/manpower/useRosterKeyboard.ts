import { useRef, type KeyboardEvent } from 'react';
import {
  isNavigationKey,
  matchShiftCode,
  moveSelection,
  type GridSelection,
  type GridSize,
} from '../../../model/modules/manpower/gridNavigation';

/** Typed letters within this pause make one code ("N", "2" → N2). */
const typingPauseMs = 1000;

export interface RosterKeyboardActions {
  size: GridSize;
  selection: GridSelection;
  onSelection: (next: GridSelection) => void;
  codes: readonly string[];
  readOnly: boolean;
  /** Set every selected cell to the shift type of this code, or clear them (null). */
  onCode: (code: string | null) => void;
  onCopy: () => void;
  onPaste: () => void;
  onUndo: () => void;
  onOpenPicker: () => void;
}

/**
 * The grid's keys: arrows move, Shift+arrows extend, a typed shift code sets the
 * selection (case-insensitive, a unique prefix is enough), Delete / Backspace clears,
 * Ctrl/Cmd+C / V copy and paste a rectangle, Ctrl/Cmd+Z undoes, Enter opens the picker.
 */
export function useRosterKeyboard(actions: RosterKeyboardActions) {
  const typed = useRef({ text: '', at: 0 });

  return (event: KeyboardEvent) => {
    const { size, selection, onSelection, codes, readOnly } = actions;
    const command = event.ctrlKey || event.metaKey;
    if (isNavigationKey(event.key) && !command) {
      event.preventDefault();
      onSelection(moveSelection(selection, event.key, size, event.shiftKey));
      return;
    }
    if (command) {
      const key = event.key.toLowerCase();
      if (key === 'c') actions.onCopy();
      else if (key === 'v' && !readOnly) actions.onPaste();
      else if (key === 'z' && !readOnly) actions.onUndo();
      else return;
      event.preventDefault();
      return;
    }
    if (readOnly || event.altKey) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      actions.onCode(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      actions.onOpenPicker();
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      event.preventDefault();
      const now = Date.now();
      const text = now - typed.current.at < typingPauseMs ? typed.current.text + event.key : event.key;
      // "N" then "2" refines to N2; a letter that makes no code starts over from itself.
      const found = matchShiftCode(text, codes);
      const next = found.match || ('ambiguous' in found && found.ambiguous) ? text : event.key;
      typed.current = { text: next, at: now };
      const match = next === text ? found.match : matchShiftCode(next, codes).match;
      if (match) actions.onCode(match);
    }
  };
}
