import { z } from 'zod';
import { restRuleNames, shiftKinds, usWeeklyRestBases } from './enums';

/**
 * What the roster endpoints answer (GET / PUT /api/roster, docs/modules/manpower.md): the server
 * declares these as its response schemas and the browser reads its roster typed from them.
 */

export const rosterStationSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  region_id: z.int(),
  /** The station's airport IANA zone: the roster's days are local to it. */
  time_zone: z.string(),
  country: z.string(),
  /** How 14 CFR 121.377 is read at this station (a US one): any 7 days, or each calendar month. */
  us_weekly_rest_basis: z.enum(usWeeklyRestBases),
});
export type RosterStation = z.infer<typeof rosterStationSchema>;

export const rosterShiftTypeSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(shiftKinds),
  /** HH:MM; null for a day off. */
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  paid_minutes: z.int(),
  colour: z.string(),
  active: z.boolean(),
});
export type RosterShiftType = z.infer<typeof rosterShiftTypeSchema>;

export const rosterTechnicianSchema = z.object({
  id: z.int(),
  name: z.string(),
  employee_no: z.string(),
  home_station_id: z.int().nullable(),
  /** Hours a week under contract: more on the roster is overtime (overtime.ts). */
  contract_weekly_hours: z.number(),
});
export type RosterTechnician = z.infer<typeof rosterTechnicianSchema>;

export const rosterShiftSchema = z.object({
  id: z.int(),
  technician_id: z.int(),
  local_date: z.string(),
  shift_type_id: z.int(),
  version: z.int(),
  /** The rest rules this shift was saved breaking, with the reason given. */
  breach_rules: z.array(z.string()),
  breach_reason: z.string().nullable(),
});
export type RosterShift = z.infer<typeof rosterShiftSchema>;

export const rosterViolationSchema = z
  .object({
    technician_id: z.int(),
    local_date: z.string(),
    rule: z.enum(restRuleNames),
    /** i18n key manpower.rules.<rule>.<reason>. */
    reason: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ description: 'A rest rule broken on a day: `reason` is an i18n key (manpower.rules.<rule>.<reason>) with its `params`.' });
export type RosterViolation = z.infer<typeof rosterViolationSchema>;

const minutes = { needed_minutes: z.int(), rostered_minutes: z.int() };

/** Needed against rostered minutes per day and 4-hour band (model/modules/manpower/demand.ts). */
export const demandDaySchema = z.object({
  local_date: z.string(),
  ...minutes,
  bands: z.array(z.object({ from_hour: z.int(), to_hour: z.int(), ...minutes })),
});

export const rosterRuleSchema = z.object({
  rule: z.enum(restRuleNames),
  setting: z.string(),
  value: z.int(),
  unit: z.enum(['hours', 'days', 'weeks']),
  citation_key: z.string(),
  /** False for a United States rule at a station elsewhere. */
  applies: z.boolean(),
});
export type RosterRule = z.infer<typeof rosterRuleSchema>;

/** The month's man-hour plan of the station (manHourPlan.ts) and the deficit that raises a signal. */
export const manHourPlanSchema = z.object({
  month: z.string(),
  supply_minutes: z.int(),
  demand_minutes: z.int(),
  deficit_percent: z.number(),
  signal_percent: z.number(),
});
export type ManHourPlan = z.infer<typeof manHourPlanSchema>;

/** A month raised to the quality and accountable managers (man_hour_signals), kept as the record. */
export const manHourSignalSchema = z.object({
  id: z.int(),
  month: z.string(),
  supply_minutes: z.int(),
  demand_minutes: z.int(),
  deficit_percent: z.number(),
  raised_at: z.string(),
});
export type ManHourSignal = z.infer<typeof manHourSignalSchema>;

/** GET /api/roster: a station's roster for up to 62 days. */
export const rosterSchema = z.object({
  station: rosterStationSchema,
  from: z.string(),
  to: z.string(),
  shift_types: z.array(rosterShiftTypeSchema),
  technicians: z.array(rosterTechnicianSchema),
  shifts: z.array(rosterShiftSchema),
  violations: z.array(rosterViolationSchema),
  demand: z.array(demandDaySchema),
  rules: z.array(rosterRuleSchema),
  /** The plan of the month holding `from`. */
  man_hour_plan: manHourPlanSchema,
  man_hour_signals: z.array(manHourSignalSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

/** PUT /api/roster: the changed cells as GET shows them, and the changed technicians' violations from `from` to `to`. */
export const rosterSavedSchema = z
  .object({
    saved: z.int(),
    shifts: z.array(rosterShiftSchema),
    from: z.string(),
    to: z.string(),
    violations: z.array(rosterViolationSchema),
  })
  .meta({
    description:
      'The changed cells as GET shows them, and the violations of the changed technicians from `from` to `to` (the changed days, a week either side).',
  });
export type RosterSaved = z.infer<typeof rosterSavedSchema>;
