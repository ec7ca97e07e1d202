import { z } from 'zod';
import { activityStatuses } from '../scheduled';

/**
 * The status board's answer (`GET /api/status_view`, docs/modules/status_view.md): one column per station of the
 * active region, a card per activity of the station-local day. The server builds it, the browser
 * draws it; both read these types.
 */

/** A station-local wall-clock time, and the day it falls on relative to the board's date (-1, 0, +1). */
export const boardTimeSchema = z.object({ time: z.string().regex(/^\d{2}:\d{2}$/), day_offset: z.int() });
export type BoardTime = z.infer<typeof boardTimeSchema>;

export const boardCardSchema = z
  .object({
    id: z.int(),
    work_order: z.string(),
    status: z.enum(activityStatuses),
    /** Past its STD and not completed (model/modules/home isLate, the one rule What's up counts by). */
    late: z.boolean(),
    /** Someone assigned here is double-booked. */
    conflict: z.boolean(),
    /** Someone assigned here breaks another assignment rule since the job was re-timed (docs/modules/movements.md). */
    rules_broken: z.boolean(),
    inbound_flight_no: z.string().nullable(),
    outbound_flight_no: z.string().nullable(),
    registration: z.string().nullable(),
    /** ICAO code of the aircraft type. */
    aircraft_type: z.string(),
    /** Service codes, in the order they were added. */
    services: z.array(z.string()),
    /** Initials of the assigned technicians, the lead first. */
    technicians: z.array(z.string()),
    /** Scheduled and actual times, station-local. */
    times: z.object({
      sta: boardTimeSchema.nullable(),
      std: boardTimeSchema.nullable(),
      ata: boardTimeSchema.nullable(),
      atd: boardTimeSchema.nullable(),
    }),
  })
  .meta({ description: 'One activity as the status board shows it.' });
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardStationSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  /** The station's IANA zone: its cards' times are local to it. */
  time_zone: z.string(),
  activities: z.array(boardCardSchema),
});
export type BoardStation = z.infer<typeof boardStationSchema>;

export const statusViewSchema = z
  .object({
    date: z.string(),
    region_id: z.int().nullable(),
    /** The region's zone: the default date is today there. */
    time_zone: z.string(),
    /** When the server read the board (ISO instant): "late" is as of this moment. */
    generated_at: z.string(),
    stations: z.array(boardStationSchema),
  })
  .meta({ description: 'A station-local day of the active region as a board: every station, its activities in time order.' });
export type StatusView = z.infer<typeof statusViewSchema>;
