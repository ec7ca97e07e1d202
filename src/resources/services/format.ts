/** Minutes as hours and minutes: 90 → { hours: 1, minutes: 30 }. */
export function splitMinutes(total: unknown): { hours: number; minutes: number } | null {
  const value = Number(total);
  if (total === null || total === undefined || total === '' || !Number.isFinite(value) || value < 0) return null;
  const rounded = Math.round(value);
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}
