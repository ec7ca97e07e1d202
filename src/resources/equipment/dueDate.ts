import dayjs from 'dayjs';
import { calibrationDueSoonDays } from '../../../model/resources/enums';
import { isoDateFormat } from '../../../model/dates';

/** How close a due date (next service, insurance, licence expiry) is: past, within the lead time, later, or none. */
export type DueStatus = 'overdue' | 'due_soon' | 'valid' | 'none';

/** Past (before today): overdue; within `soonDays` from today: due_soon; later: valid. ISO dates compare as text. */
export function dueStatus(date: string | null | undefined, today: string = dayjs().format(isoDateFormat), soonDays = calibrationDueSoonDays): DueStatus {
  if (!date) return 'none';
  const day = String(date).slice(0, 10);
  if (day < today) return 'overdue';
  const limit = dayjs(today).add(soonDays, 'day').format(isoDateFormat);
  return day <= limit ? 'due_soon' : 'valid';
}
