import dayjs from 'dayjs';
import { isoDateFormat } from '../../../model/dates';
import { defaultReportPeriod } from '../../../model/modules/reporting/params';

/** The quick periods of the filter bar, in the order the menu offers them. */
export const quickPeriods = [
  'last_30_days',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'year_to_date',
  'last_12_months',
] as const;
export type QuickPeriod = (typeof quickPeriods)[number];

const quarterStart = (day: dayjs.Dayjs) => day.startOf('month').month(Math.floor(day.month() / 3) * 3);
const range = (from: dayjs.Dayjs, to: dayjs.Dayjs) => ({ from: from.format(isoDateFormat), to: to.format(isoDateFormat) });

/**
 * The days a quick period covers, seen from `today` (the user's calendar day, ISO). "This" periods
 * end today (the rest has not happened yet); "last 12 months" ends today and starts the day after
 * the same date a year ago, so it stays within the server's maxReportDays.
 */
export function quickPeriodRange(period: QuickPeriod, today: string): { from: string; to: string } {
  const day = dayjs(today);
  switch (period) {
    case 'last_30_days':
      return defaultReportPeriod(today);
    case 'this_month':
      return range(day.startOf('month'), day);
    case 'last_month':
      return range(day.subtract(1, 'month').startOf('month'), day.subtract(1, 'month').endOf('month'));
    case 'this_quarter':
      return range(quarterStart(day), day);
    case 'last_quarter': {
      const start = quarterStart(day).subtract(3, 'month');
      return range(start, start.add(2, 'month').endOf('month'));
    }
    case 'year_to_date':
      return range(day.startOf('year'), day);
    case 'last_12_months':
      return range(day.subtract(1, 'year').add(1, 'day'), day);
  }
}

/** The quick period a range is exactly, if any (the menu shows it as chosen). */
export const matchingQuickPeriod = (from: string, to: string, today: string): QuickPeriod | undefined =>
  quickPeriods.find((period) => {
    const candidate = quickPeriodRange(period, today);
    return candidate.from === from && candidate.to === to;
  });
