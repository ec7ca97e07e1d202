/** The KPI table's periods, as whole UTC days [from, to] inclusive, counted back from today. */
export const periodPresets = ['last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

const day = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date));

export function presetPeriod(preset: PeriodPreset, today: Date): { from: string; to: string } {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  switch (preset) {
    case 'last_7_days':
      return { from: day(utc(y, m, d - 6)), to: day(today) };
    case 'last_30_days':
      return { from: day(utc(y, m, d - 29)), to: day(today) };
    case 'this_month':
      return { from: day(utc(y, m, 1)), to: day(today) };
    case 'last_month':
      return { from: day(utc(y, m - 1, 1)), to: day(utc(y, m, 0)) };
    case 'this_year':
      return { from: day(utc(y, 0, 1)), to: day(today) };
  }
}
