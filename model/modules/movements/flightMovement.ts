import { z } from 'zod';
import { calendarDate, instant, registration } from '../../core/fieldSchemas';
import type { MvtDelay, MvtMessage, MvtTime } from './mvtMessage';

/**
 * One flight's movement at one station, whichever way it came in (the JSON feed, or an MVT message
 * placed in time by movementsOfMvt): the times it gives the station's job, and its delays.
 */
export interface FlightMovement {
  flight_no: string;
  /** The UTC day of the flight's scheduled departure, as the airline numbers its flights. */
  flight_date: string;
  station: string;
  registration: string | null;
  eta: Date | null;
  etd: Date | null;
  ata: Date | null;
  atd: Date | null;
  delay_codes: MvtDelay[];
  /** When the sender sent it, if it says: orders the movements of one job (movementOrder.ts). */
  sent_at: Date | null;
}

const flightNumber = /^([A-Z0-9]{2}[A-Z]?)(\d{1,4})([A-Z]?)$/;

/** `AF0012` and `AF12` are one flight: the designator, the number without leading zeros, the suffix. Null: not a flight number. */
export function normaliseFlightNo(text: string): string | null {
  const match = flightNumber.exec(text.trim().toUpperCase().replace(/\s+/g, ''));
  return match ? `${match[1]}${Number(match[2])}${match[3]}` : null;
}

/** A registration as movements compare it: upper case, no dash (`F-GKXA` and `FGKXA` are one aircraft). */
export const registrationKey = (text: string | null | undefined) => (text ? text.toUpperCase().replace(/-/g, '') : null);

const delayCode = z.string().regex(/^(\d{2}|[A-Z]{2})$/);

/** POST /api/flight_movements: one movement of the JSON feed (docs/modules/movements.md). */
export const flightMovementSchema = z
  .object({
    flight_no: z
      .string()
      .max(12)
      .transform((value, ctx) => normaliseFlightNo(value) ?? (ctx.addIssue({ code: 'custom', message: 'movements.flight_no' }), z.NEVER)),
    flight_date: calendarDate,
    station: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/),
    registration,
    eta: instant.optional(),
    etd: instant.optional(),
    ata: instant.optional(),
    atd: instant.optional(),
    delay_codes: z
      .array(
        z.union([
          delayCode.transform((code) => ({ code, minutes: null })),
          z.object({ code: delayCode, minutes: z.number().int().min(0).max(1440).nullable() }),
        ]),
      )
      .max(10)
      .optional(),
    /** When it was sent: a movement sent before the one that set a time never overwrites it. */
    sent_at: instant.optional(),
    /** The sender's id of this movement: the same id twice changes nothing. */
    source_id: z.string().trim().min(1).max(200),
  })
  .strict()
  .refine((m) => m.eta || m.etd || m.ata || m.atd, { message: 'movements.no_time', path: ['eta'] });

export type FlightMovementBody = z.infer<typeof flightMovementSchema>;

export function movementOfBody(body: FlightMovementBody): FlightMovement {
  return {
    flight_no: body.flight_no,
    flight_date: body.flight_date,
    station: body.station,
    registration: registrationKey(body.registration),
    eta: body.eta ?? null,
    etd: body.etd ?? null,
    ata: body.ata ?? null,
    atd: body.atd ?? null,
    delay_codes: body.delay_codes ?? [],
    sent_at: body.sent_at ?? null,
  };
}

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The date whose day of the month is `day` nearest to `near` (the month before, of, or after it). */
function nearestDay(day: number, near: Date): Date {
  const candidates = [-1, 0, 1]
    .map((shift) => new Date(Date.UTC(near.getUTCFullYear(), near.getUTCMonth() + shift, day)))
    // 31 in a 30-day month rolls over: not that day.
    .filter((date) => date.getUTCDate() === day);
  return candidates.reduce((best, date) =>
    Math.abs(date.getTime() - near.getTime()) < Math.abs(best.getTime() - near.getTime()) ? date : best,
  );
}

/**
 * Places an MVT message in time and splits it by station. Its times are UTC; `hhmm` is on the
 * flight's day, `ddhhmm` on the day named nearest it (AHM 780). The flight's day is the day of the
 * month nearest the moment the message arrived.
 * - AD at the departure station: actual off-block (or airborne) there; with EA, the estimate at the arrival station.
 * - AA at the arrival station: on-block (or touchdown). ED: the new estimated departure. EA alone: the estimate where it names.
 */
export function movementsOfMvt(message: MvtMessage, receivedAt: Date): FlightMovement[] {
  const flightDay = nearestDay(message.day, receivedAt);
  const at = (time: MvtTime | null) => {
    if (!time) return null;
    const day = time.day === null ? flightDay : nearestDay(time.day, flightDay);
    return new Date(day.getTime() + (time.hour * 60 + time.minute) * 60_000);
  };
  const movement = (station: string, times: Partial<Pick<FlightMovement, 'eta' | 'etd' | 'ata' | 'atd'>>): FlightMovement => ({
    flight_no: message.flightNo,
    flight_date: isoDay(flightDay),
    station,
    registration: message.registration,
    eta: null,
    etd: null,
    ata: null,
    atd: null,
    delay_codes: message.delays,
    sent_at: at(message.sent),
    ...times,
  });
  const here: Partial<FlightMovement> = {};
  const atd = at(message.offBlock) ?? at(message.airborne);
  if (atd) here.atd = atd;
  const ata = at(message.onBlock) ?? at(message.touchdown);
  if (ata) here.ata = ata;
  const etd = at(message.estimatedDeparture);
  if (etd) here.etd = etd;
  const movements = Object.keys(here).length ? [movement(message.station, here)] : [];
  if (message.estimatedArrival) {
    let eta = at(message.estimatedArrival.time)!;
    // An arrival estimate before the departure it follows is on the next day (hhmm past midnight).
    if (atd && eta < atd && message.estimatedArrival.time.day === null) eta = new Date(eta.getTime() + dayMs);
    movements.push(movement(message.estimatedArrival.station, { eta }));
  }
  return movements;
}
