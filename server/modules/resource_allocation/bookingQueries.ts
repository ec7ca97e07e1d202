import { sql } from 'drizzle-orm';
import type { BookingListQuery } from '../../../model/modules/resource_allocation/bookingSchemas';
import type { BookableKind, BookingPurpose } from '../../../model/modules/resource_allocation/enums';
import { unavailableSpans, type UnavailableSpan } from '../../../model/modules/resource_allocation/unavailability';
import type { Database } from '../../db/client';
import { bookingJoinsSql, bookingLabelSql } from '../../core/workItem/bookingLabels';
import { resourceRows } from './resourceQueries';

export interface BookingRecord {
  id: number;
  key: string;
  kind: BookableKind;
  resource_id: number;
  starts_at: string;
  ends_at: string;
  purpose: BookingPurpose;
  label: string;
  activity_id: number | null;
  on_call_request_id: number | null;
  de_icing_treatment_id: number | null;
  resource_transfer_id: number | null;
  note: string | null;
  override_reason: string | null;
  movable: boolean;
  version: number;
}

/** Reservations, on-call and de-icing bookings are dragged on the timeline; an activity's and a transfer's move with them. */
const movablePurposes: readonly BookingPurpose[] = ['reservation', 'on_call', 'de_icing'];

const toId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The live bookings of the listed resources' keys overlapping [from, to). */
async function liveBookings(
  db: Database,
  regionId: number,
  keys: readonly string[],
  range: { from: Date; to: Date },
): Promise<BookingRecord[]> {
  if (!keys.length) return [];
  const { rows } = (await db.execute(sql`
    select b.id, b.kind || ':' || coalesce(b.truck_id, b.equipment_id, b.calibrated_tool_id) as key, b.kind,
      coalesce(b.truck_id, b.equipment_id, b.calibrated_tool_id) as resource_id, b.starts_at, b.ends_at, b.purpose,
      ${bookingLabelSql} as label, b.activity_id, b.on_call_request_id, b.de_icing_treatment_id, b.resource_transfer_id,
      b.note, b.override_reason, b.version
    from resource_bookings b ${bookingJoinsSql}
    where b.region_id = ${regionId} and b.released_at is null
      and b.starts_at < ${range.to.toISOString()}::timestamptz and b.ends_at > ${range.from.toISOString()}::timestamptz
      and b.kind || ':' || coalesce(b.truck_id, b.equipment_id, b.calibrated_tool_id) in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})
    order by b.starts_at, b.id`)) as { rows: (Omit<BookingRecord, 'movable'> & { starts_at: string | Date; ends_at: string | Date })[] };
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    resource_id: Number(row.resource_id),
    starts_at: new Date(row.starts_at).toISOString(),
    ends_at: new Date(row.ends_at).toISOString(),
    activity_id: toId(row.activity_id),
    on_call_request_id: toId(row.on_call_request_id),
    de_icing_treatment_id: toId(row.de_icing_treatment_id),
    resource_transfer_id: toId(row.resource_transfer_id),
    version: Number(row.version),
    movable: movablePurposes.includes(row.purpose),
  }));
}

/** When each tool now at the laboratory left, by key. */
async function calibrationsOut(db: Database, regionId: number): Promise<Map<string, Date>> {
  const { rows } = (await db.execute(sql`
    select 'calibrated_tool:' || calibrated_tool_id as key, sent_at from tool_calibrations where region_id = ${regionId} and returned_at is null`)) as {
    rows: { key: string; sent_at: string | Date }[];
  };
  return new Map(rows.map((row) => [row.key, new Date(row.sent_at)]));
}

export interface TimelineStation {
  id: number;
  code: string;
  name: string;
  time_zone: string;
}

/** The region's stations with their airport's zone: the timeline draws its hours in the station's time. */
export async function regionStations(db: Database, regionId: number): Promise<TimelineStation[]> {
  const { rows } = (await db.execute(sql`
    select s.id, s.code, s.name, ap.time_zone from stations s join airport ap on ap.id = s.airport_id
    where s.region_id = ${regionId} order by s.code`)) as { rows: TimelineStation[] };
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * GET /resource_bookings: the timeline's bars (live bookings of the filtered resources within the
 * range) and shading (each resource's unavailable stretches, with the availability rules' reasons).
 */
export async function timelineBookings(db: Database, regionId: number, query: BookingListQuery) {
  const range = { from: query.from, to: query.to };
  const resources = await resourceRows(db, regionId, query);
  const [bookings, sent, stations] = await Promise.all([
    liveBookings(
      db,
      regionId,
      resources.map((resource) => resource.key),
      range,
    ),
    calibrationsOut(db, regionId),
    regionStations(db, regionId),
  ]);
  const unavailable = resources.flatMap((resource) =>
    unavailableSpans({ resource, calibration_sent_at: sent.get(resource.key), timeZone: resource.time_zone }, range).map(
      (span: UnavailableSpan) => ({
        key: resource.key,
        from: span.from.toISOString(),
        to: span.to.toISOString(),
        reason: span.reason,
      }),
    ),
  );
  return { bookings, unavailable, stations };
}
