import { fireEvent, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * The app's date and time inputs are MUI X pickers: a labelled group of spinbutton parts (day,
 * month, year, hours, minutes) and a hidden input holding the text shown. Tests type into the
 * parts as a user does, in the settings' format ("10Dec20260800" → 10 Dec 2026 08:00).
 */
type Scope = BoundFunctions<typeof queries>;

/** The picker whose label matches. */
export const picker = (name: string | RegExp, scope: Scope = screen) => scope.getByRole('group', { name });
export const findPicker = (name: string | RegExp, scope: Scope = screen) => scope.findByRole('group', { name });

/** What the picker shows ("10 Dec 2026 08:00"), '' when empty. */
export function pickerText(group: HTMLElement): string {
  const input = group.querySelector('input');
  if (!input) throw new Error('a picker holds a hidden input');
  return input.value;
}

/** Types into the picker from its first part; every part typed replaces what it held. */
export async function typeInPicker(group: HTMLElement, keys: string) {
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(keys);
}

/** Leaves the picker for the rest of the page (unfinished text is cleared then). */
export function leavePicker(group: HTMLElement) {
  fireEvent.blur(within(group).getAllByRole('spinbutton')[0], { relatedTarget: document.body });
}
