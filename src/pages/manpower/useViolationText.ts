import { useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../../model/dates';
import { getConfig } from '../../config';
import { dayjsLocaleName } from '../../components/date/dayjsLocales';
import type { RosterViolation } from './rosterTypes';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A rest-rule violation in words, its days (a weekly rest's period) in the settings' date format. */
export function useViolationText(): (violation: Pick<RosterViolation, 'rule' | 'reason' | 'params'>) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (violation) => {
    const params = Object.fromEntries(
      Object.entries(violation.params ?? {}).map(([name, value]) => [
        name,
        typeof value === 'string' && isoDay.test(value) ? formatDisplayDate(value, getConfig().dateFormat, dayjsLocaleName(locale)) : value,
      ]),
    );
    return translate(violation.reason, { _: violation.rule, ...params });
  };
}
