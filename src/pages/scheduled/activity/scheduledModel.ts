/**
 * TEMPORARY: the Scheduled model (model/modules/scheduled) is being written in parallel. This
 * file is the one place the activity page takes model rules from; it becomes plain re-exports
 * of the model as soon as statusMachine.ts, localTime.ts and activitySchemas.ts exist.
 */
import { z } from 'zod';
import type { ActivityStatus } from '../../../../model/modules/scheduled/enums';
import { isoDate, optionalLocalTime, optionalText, recordId } from '../../../../model/resources/fieldRules';

const transitions: Record<ActivityStatus, ActivityStatus[]> = {
  planned: ['assigned', 'cancelled'],
  assigned: ['planned', 'in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: ['planned'],
};
export const allowedTransitions = (from: ActivityStatus): ActivityStatus[] => transitions[from] ?? [];

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
}

export function localToUtc(localDate: string, localTime: string, timeZone: string): Date {
  const [year, month, day] = localDate.split('-').map(Number);
  const [hour, minute, second = 0] = localTime.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

const flightNumber = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase().replace(/\s+/g, '')) : v),
  z.string().regex(/^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/).nullable(),
).optional();

export const activityCreateBody = z.object({
  station_id: recordId,
  local_date: isoDate,
  customer_id: recordId,
  aircraft_type_id: recordId,
  registration: z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v), z.string().regex(/^[A-Z0-9-]{2,10}$/).nullable()).optional(),
  inbound_flight_no: flightNumber,
  outbound_flight_no: flightNumber,
  sta: optionalLocalTime,
  std: optionalLocalTime,
  service_ids: z.array(recordId).max(50),
  remarks: optionalText(2000),
});
