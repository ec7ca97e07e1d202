/** The window the consumption rate is read over (docs/modules/de_icing.md: days of stock left at the current rate). */
export const consumptionWindowDays = 7;

/** Days of stock left at the last week's rate; null when nothing was used (no rate to divide by). */
export function daysOfStockLeft(quantity: number, consumedLastWindow: number): number | null {
  if (consumedLastWindow <= 0) return null;
  return Math.round((quantity / (consumedLastWindow / consumptionWindowDays)) * 10) / 10;
}

/** Below the station's threshold (no threshold: never). */
export function belowThreshold(quantity: number, minimum: number | null): boolean {
  return minimum !== null && quantity < minimum;
}
