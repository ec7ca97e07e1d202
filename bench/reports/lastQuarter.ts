import dayjs from 'dayjs';

/** The last full calendar quarter before `now` (UTC days): what "how did we do last quarter" asks. */
export function lastFullQuarter(now: Date): { from: string; to: string } {
  const today = dayjs(now.toISOString().slice(0, 10));
  const thisQuarter = today.month(today.month() - (today.month() % 3)).date(1);
  const from = thisQuarter.subtract(3, 'month');
  return { from: from.format('YYYY-MM-DD'), to: thisQuarter.subtract(1, 'day').format('YYYY-MM-DD') };
}
