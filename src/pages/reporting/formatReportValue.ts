import type { ReportColumnType, ReportValue } from '../../../model/modules/reporting/result';
import { formatDisplayDate } from '../../../model/dates';
import { hoursAndMinutes } from '../../../model/core/duration';

export interface ValueFormat {
  /** BCP 47 locale of the user's language (numbers, currencies). */
  locale: string;
  /** The configured display date format and dayjs locale (dates). */
  dateFormat: string;
  dayjsLocale: string;
}

function numberOptions(type: ReportColumnType, currency?: ReportValue): Intl.NumberFormatOptions {
  if (type === 'money')
    return currency ? { style: 'currency', currency: String(currency) } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (type === 'percent') return { style: 'percent', maximumFractionDigits: 1 };
  if (type === 'hours') return { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  return { maximumFractionDigits: 2 };
}

/**
 * A cell of a report as the user reads it: numbers in their locale, money with its row's currency,
 * percentages, minutes as h:mm, hours with one decimal, dates in the configured format. Empty stays
 * empty (no zero invented).
 */
export function formatReportValue(
  value: ReportValue | undefined,
  type: ReportColumnType,
  format: ValueFormat,
  currency?: ReportValue,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'text') return String(value);
  if (type === 'date') return formatDisplayDate(String(value), format.dateFormat, format.dayjsLocale);
  const number = Number(value);
  if (type === 'minutes') return hoursAndMinutes(number);
  return new Intl.NumberFormat(format.locale, numberOptions(type, currency)).format(type === 'percent' ? number / 100 : number);
}

/** Numbers read right-aligned, so their digits line up. */
export const isNumericColumn = (type: ReportColumnType) => type !== 'text' && type !== 'date';
