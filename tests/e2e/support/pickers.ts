import type { Locator } from 'playwright-core';

/**
 * The app's date and time inputs are MUI X pickers (src/components/date/): a labelled group of
 * spinbutton parts and a hidden input holding the text shown. Journeys type into the parts as a
 * user does, in the settings' format ("10Dec20260800" → 10 Dec 2026 08:00).
 */
export async function typeInPicker(group: Locator, keys: string) {
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(keys);
}

/** What the picker shows ("10 Dec 2026 08:00"), '' when empty. */
export const pickerText = (group: Locator) => group.locator('input').inputValue();
