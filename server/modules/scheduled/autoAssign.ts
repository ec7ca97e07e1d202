import { asc, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { autoAssign, seatsNeeded, type AutoAssignInput } from '../../../model/modules/scheduled/autoAssign';
import type { Session } from '../../auth/session';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { activities } from '../../db/schema';
import { ApiError } from '../../errors';
import { assignTechnician } from './assignments';
import { assignmentContext, dayAssignmentFacts } from './assignmentContextQueries';
import { lockRegionDay } from './planDay';

export interface AutoAssignDay {
  regionId: number;
  date: string;
  stationId: number | null;
}

/**
 * Auto-assign's proposal for a day (docs/modules/scheduled.md): the day's facts loaded once, the model's proposal,
 * and what the planner reads next to it — work orders, flights, times, names. Writes nothing.
 */
export async function proposeDay(db: Database, day: AutoAssignDay) {
  const { rows, facts } = await dayAssignmentFacts(db, { ...day, now: new Date() });
  const activityFacts = rows.map((row) => facts.activityFacts(row));
  const input: AutoAssignInput = {
    activities: rows.map((row, n) => ({
      facts: activityFacts[n],
      work_order: row.work_order as string,
      registration: row.registration as string | null,
      needed: seatsNeeded((facts.services.get(row.id) ?? []).map((s) => s.technicians_needed)),
      assigned_technician_ids: row.technician_ids as number[],
      has_lead: row.lead_technician_id !== null,
    })),
    technicians: facts.people.map((person) => ({
      id: person.id,
      home_station_id: person.home_station_id,
      // Work outside the rostered shifts is overtime (a soft goal keeps it low).
      shifts: (facts.rosterDays.get(person.id) ?? []).flatMap((day) => (day.start && day.end ? [{ start: day.start, end: day.end }] : [])),
    })),
    contextOf: (activity, technicianId) => assignmentContext(facts, activity, technicianId),
    travel: facts.travel,
  };
  const started = performance.now();
  const result = autoAssign(input);
  const ms = Math.round(performance.now() - started);
  const nameOf = new Map(facts.people.map((person) => [person.id, person.name]));
  const activityOf = new Map(rows.map((row, n) => [row.id, { row, window: activityFacts[n].window }]));
  const describe = (activityId: number) => {
    const { row, window } = activityOf.get(activityId)!;
    return {
      work_order: row.work_order as string,
      station_code: row.station_code as string,
      station_time_zone: row.station_time_zone as string,
      registration: row.registration as string | null,
      inbound_flight_no: row.inbound_flight_no as string | null,
      outbound_flight_no: row.outbound_flight_no as string | null,
      aircraft_type_code: row.aircraft_type_code as string,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
    };
  };
  return {
    date: day.date,
    station_id: day.stationId,
    proposals: result.proposals.map((p) => ({ ...p, ...describe(p.activity_id), technician_name: nameOf.get(p.technician_id)! })),
    unassigned: result.unassigned.map((seat) => ({ ...seat, ...describe(seat.activity_id) })),
    figures: { ...result.figures, ms },
  };
}

/**
 * Applies a fresh proposal in the caller's transaction, under the region-day lock (two planners
 * applying at once run one after the other). Each assignment goes through the manual path, which
 * re-reads and re-judges it (notifications and live events follow): one refused because someone
 * changed the day meanwhile is skipped and reported — the rest of the day is still worth having —
 * and only when nothing at all applies is it a 409. Audited once as auto_assign with its size.
 */
export async function applyDay(tx: Database, request: FastifyRequest, session: Session, day: AutoAssignDay) {
  await lockRegionDay(tx, day.regionId, day.date);
  const proposal = await proposeDay(tx, day);
  // Records first, then people, as a manual assignment takes them (docs/concurrency.md): the proposal's
  // activities in id order, then all its technicians at once; each assignment below re-judges under them.
  const activityIds = [...new Set(proposal.proposals.map((p) => p.activity_id))];
  if (activityIds.length)
    await tx
      .select({ id: activities.id })
      .from(activities)
      .where(inArray(activities.id, activityIds))
      .orderBy(asc(activities.id))
      .for('update');
  await lockTechnicians(
    tx,
    proposal.proposals.map((p) => p.technician_id),
  );
  const applied: typeof proposal.proposals = [];
  const skipped: { activity_id: number; technician_id: number; message: string }[] = [];
  for (const p of proposal.proposals) {
    try {
      await assignTechnician(tx, request, session, p.activity_id, { technician_id: p.technician_id, role: p.role });
      applied.push(p);
    } catch (error) {
      // Refusals are thrown before anything is written, so the transaction goes on.
      if (!(error instanceof ApiError)) throw error;
      const texts = [error.messageKey, ...Object.values(error.fieldErrors ?? {}).flat()].map((text) => request.t(text, error.vars));
      skipped.push({ activity_id: p.activity_id, technician_id: p.technician_id, message: texts.join(' ') });
    }
  }
  if (proposal.proposals.length && !applied.length) throw new ApiError(409, 'scheduled.auto_assign.nothing_applied');
  await recordAudit(tx, request, {
    action: 'auto_assign',
    resource: 'activities',
    recordId: `${day.regionId}:${day.date}`,
    changes: {
      date: day.date,
      station_id: day.stationId,
      seats: proposal.figures.seats,
      proposed: proposal.proposals.length,
      applied: applied.length,
      skipped: skipped.length,
      upper_bound: proposal.figures.upper_bound,
    },
  });
  return { ...proposal, proposals: applied, applied: applied.length, skipped };
}
