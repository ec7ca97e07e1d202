import type { FastifyRequest } from 'fastify';
import { addDays } from '../../../model/modules/manpower/calendarDays';
import { rosterSaveProblems, type RosterSave } from '../../../model/modules/manpower/rosterSchemas';
import { breachAfterSave, createdViolations, rulesByCell } from '../../../model/modules/manpower/breaches';
import type { RestViolation, RosteredDay } from '../../../model/modules/manpower/restRules';
import { shiftInterval, standbyInterval } from '../../../model/modules/manpower/shiftInterval';
import { isMemberOf, type Session } from '../../auth/session';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { ApiError, invalid, notFound } from '../../errors';
import { violationsFor, type RuleSettings } from './rosterAnalysis';
import { restSettingsOf, rosterStation, shiftsById, type RosterStation } from './rosterQueries';
import {
  deleteShifts,
  lockedShifts,
  markBreach,
  shiftTypesById,
  technicianRegions,
  upsertShifts,
  type LockedShift,
  type ShiftRowValues,
} from './rosterWrites';

/**
 * `PUT /api/roster` (docs/modules/manpower.md): a batch of cells saved all or nothing. A stale cell is a 409
 * naming every such cell; a save that creates rest-rule violations needs a written reason and the
 * roster_override permission, and the breaching shifts keep that reason (never silently allowed).
 */

const cellKey = (technicianId: number, localDate: string) => `${technicianId}|${localDate}`;

type ShiftType = Awaited<ReturnType<typeof shiftTypesById>>[number];

/** The references a save names must exist, be reachable and belong to the station's region. */
async function checkReferences(tx: Database, session: Session, station: RosterStation, body: RosterSave) {
  const errors: Record<string, string> = rosterSaveProblems(body.changes);
  const people = new Map((await technicianRegions(tx, [...new Set(body.changes.map((c) => c.technician_id))])).map((t) => [t.id, t]));
  const typeIds = [...new Set(body.changes.flatMap((c) => (c.shift_type_id === null ? [] : [c.shift_type_id])))];
  const types = new Map((await shiftTypesById(tx, typeIds)).map((t) => [t.id, t]));
  body.changes.forEach((change, index) => {
    const person = people.get(change.technician_id);
    if (!person || !isMemberOf(session, person.region_id)) errors[`changes.${index}.technician_id`] = 'validation.reference_missing';
    else if (person.region_id !== station.region_id) errors[`changes.${index}.technician_id`] = 'validation.reference_other_region';
    if (change.shift_type_id === null) return;
    const type = types.get(change.shift_type_id);
    if (!type) errors[`changes.${index}.shift_type_id`] = 'validation.reference_missing';
    else if (!type.active) errors[`changes.${index}.shift_type_id`] = 'manpower.errors.inactive_shift_type';
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return { people, types };
}

/** 409 for every cell whose shift changed since the client read it (or appeared where it saw none). */
function staleCells(body: RosterSave, current: ReadonlyMap<string, LockedShift>) {
  return body.changes
    .filter((change) => (current.get(cellKey(change.technician_id, change.local_date))?.version ?? null) !== change.version)
    .map(({ technician_id, local_date }) => ({ technician_id, local_date }));
}

const conflict = (conflicts: { technician_id: number; local_date: string }[]) =>
  new ApiError(409, 'manpower.errors.roster_conflict', { count: conflicts.length }, undefined, { conflicts });

/** One line per violation, in the caller's language: who, which day, what rule says. */
function violationTexts(request: FastifyRequest, violations: readonly RestViolation[], names: ReadonlyMap<number, { name: string }>) {
  return violations.map((v) =>
    request.t('manpower.errors.violation_line', {
      name: names.get(v.technician_id)?.name ?? v.technician_id,
      date: v.local_date,
      text: request.t(v.reason, v.params),
    }),
  );
}

export async function saveRoster(tx: Database, request: FastifyRequest, session: Session, body: RosterSave) {
  const station = await rosterStation(
    tx,
    body.station_id,
    session.regions.map((r) => r.region_id),
  );
  if (!station) throw notFound();
  const { people, types } = await checkReferences(tx, session, station, body);
  const technicianIds = [...people.keys()];
  const dates = body.changes.map((c) => c.local_date).sort();
  const [first, last] = [dates[0], dates.at(-1)!];
  // The rest rules read the days around the cells, which no row lock covers (a day not rostered yet):
  // another save for one of these technicians waits for this one (docs/concurrency.md).
  await lockTechnicians(tx, technicianIds);

  const current = new Map(
    (await lockedShifts(tx, technicianIds, first, last)).map((row) => [cellKey(row.technician_id, row.local_date), row]),
  );
  const stale = staleCells(body, current);
  if (stale.length) throw conflict(stale);

  const planned = new Map<string, RosteredDay | null>();
  for (const change of body.changes) {
    const type = change.shift_type_id === null ? null : (types.get(change.shift_type_id) as ShiftType);
    const interval = type ? shiftInterval(type, change.local_date, station.time_zone) : null;
    planned.set(cellKey(change.technician_id, change.local_date), interval ? { local_date: change.local_date, ...interval } : null);
  }

  // A change reaches the 7-day periods around it and the weeks of the average after it.
  const rules: RuleSettings = await restSettingsOf(tx);
  const judged = { from: addDays(first, -7), to: addDays(last, 7 * rules.settings.average_reference_weeks + 7) };
  const before = await violationsFor(tx, station, rules, technicianIds, judged.from, judged.to);
  const after = await violationsFor(tx, station, rules, technicianIds, judged.from, judged.to, planned);
  const created = createdViolations(before, after);
  if (created.length && !body.reason) {
    throw new ApiError(422, 'manpower.errors.rest_rules_broken', {}, undefined, {
      errors: { reason: violationTexts(request, created, people) },
      violations: created,
    });
  }
  if (created.length && !session.permissions.has('roster_override'))
    throw new ApiError(403, 'manpower.errors.override_forbidden', {}, undefined, { violations: created });

  const brokenAfter = rulesByCell(after);
  const acceptedNow = rulesByCell(created);
  const override = created.length ? { reason: body.reason!, userId: session.user.id } : null;
  const breachOf = (key: string, existing: LockedShift | undefined) =>
    breachAfterSave(existing ?? null, brokenAfter.get(key) ?? new Set(), acceptedNow.get(key) ?? new Set(), override);

  const removals: number[] = [];
  const writes: ShiftRowValues[] = [];
  for (const change of body.changes) {
    const key = cellKey(change.technician_id, change.local_date);
    const existing = current.get(key);
    if (change.shift_type_id === null) {
      if (existing) removals.push(existing.id);
      continue;
    }
    const day = planned.get(key);
    const standby = standbyInterval(types.get(change.shift_type_id) as ShiftType, change.local_date, station.time_zone);
    writes.push({
      region_id: station.region_id,
      station_id: station.id,
      technician_id: change.technician_id,
      local_date: change.local_date,
      shift_type_id: change.shift_type_id,
      starts_at: day?.start ?? null,
      ends_at: day?.end ?? null,
      standby_starts_at: standby?.start ?? null,
      standby_ends_at: standby?.end ?? null,
      version: (existing?.version ?? 0) + 1,
      ...breachOf(key, existing),
    });
  }
  await deleteShifts(tx, removals);
  const written = await upsertShifts(tx, writes);
  if (written.length < writes.length) {
    const done = new Set(written.map((row) => cellKey(row.technician_id, row.local_date)));
    throw conflict(
      writes
        .filter((row) => !done.has(cellKey(row.technician_id, row.local_date)))
        .map(({ technician_id, local_date }) => ({ technician_id, local_date })),
    );
  }

  // Shifts the save did not touch that now break a rule (the day after a late shift) keep the reason too.
  const changedKeys = new Set(body.changes.map((c) => cellKey(c.technician_id, c.local_date)));
  const untouched = [...acceptedNow.keys()].filter((key) => !changedKeys.has(key));
  const marked: number[] = [];
  if (untouched.length) {
    const days = untouched.map((key) => key.split('|')[1]).sort();
    const others = new Map(
      (await lockedShifts(tx, technicianIds, days[0], days.at(-1)!)).map((row) => [cellKey(row.technician_id, row.local_date), row]),
    );
    for (const key of untouched) {
      const row = others.get(key);
      if (!row) continue;
      await markBreach(tx, row.id, breachOf(key, row));
      marked.push(row.id);
    }
  }

  await recordAudit(tx, request, {
    action: created.length ? 'roster_override' : 'roster_save',
    resource: 'roster_shifts',
    recordId: station.id,
    changes: { station_id: station.id, changes: body.changes, ...(created.length ? { reason: body.reason, violations: created } : {}) },
  });

  const shifts = await shiftsById(tx, station.id, [...written.map((row) => row.id), ...marked]);
  const range = { from: addDays(first, -6), to: addDays(last, 7) };
  return {
    saved: removals.length + written.length,
    shifts,
    ...range,
    violations: await violationsFor(tx, station, rules, technicianIds, range.from, range.to),
  };
}
