/** An OAT band as the tables print it: "−3 °C and above", "below −3 to −14 °C", "below −25 °C" (bands are half-open [min, max)). */
export function bandText(min: number | null, max: number | null, translate: (key: string, options?: object) => string): string {
  const c = (value: number) => String(value).replace('-', '−');
  if (min !== null && max === null) return translate('de_icing.hot_tables.band_above', { min: c(min) });
  if (min === null && max !== null) return translate('de_icing.hot_tables.band_below', { max: c(max) });
  if (min !== null && max !== null) return translate('de_icing.hot_tables.band_between', { min: c(min), max: c(max) });
  return translate('de_icing.hot_tables.band_any');
}
