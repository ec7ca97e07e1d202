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

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The keys that type a day (YYYY-MM-DD) and a time (HH:MM) into a picker in the default format: "10Dec20260900". */
export const dayTimeKeys = (isoDay: string, time = '') => {
  const [year, month, day] = isoDay.split('-');
  return `${day}${monthNames[Number(month) - 1]}${year}${time.replace(':', '')}`;
};

/** A day (YYYY-MM-DD) as the app shows it in the default format: "10 Dec 2026". */
export const shownDay = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${day} ${monthNames[Number(month) - 1]} ${year}`;
};
