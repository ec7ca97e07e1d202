import { httpClient } from '../../../providers/httpClient';

/** A seat of the day as the auto-assign answer describes it. */
export interface SeatOfDay {
  activity_id: number;
  role: 'lead' | 'support';
  work_order: string;
  station_code: string;
  station_time_zone: string;
  registration: string | null;
  inbound_flight_no: string | null;
  outbound_flight_no: string | null;
  aircraft_type_code: string;
  start: string;
  end: string;
}

export interface ProposedAssignment extends SeatOfDay {
  technician_id: number;
  technician_name: string;
  reasons: string[];
}

export interface OpenSeat extends SeatOfDay {
  reason: string;
  params: Record<string, string | number>;
  rules: { rule: string; count: number }[];
}

export interface AutoAssignAnswer {
  date: string;
  station_id: number | null;
  proposals: ProposedAssignment[];
  unassigned: OpenSeat[];
  figures: { seats: number; filled: number; upper_bound: number; ms: number };
  applied?: number;
  skipped?: { activity_id: number; technician_id: number; message: string }[];
}

/** POST /api/activities/auto_assign: the day's proposal (dry run) or its application. */
export async function autoAssignDay(date: string, stationId: number | null, dryRun: boolean): Promise<AutoAssignAnswer> {
  const body = { date, dry_run: dryRun, ...(stationId ? { station_id: stationId } : {}) };
  return (await httpClient<AutoAssignAnswer>('/api/activities/auto_assign', { method: 'POST', body })).json;
}
