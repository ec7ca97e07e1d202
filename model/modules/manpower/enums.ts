/**
 * Closed lists of the Manpower module, shared by the database schema (text enums), the zod
 * schemas, the rules and the browser. Labels: i18n `manpower.choices.<list>.<value>`.
 */
/**
 * What a shift type is: only `work` (and `training`, which is time at work) counts as working time.
 * `standby` has hours (the technician can be called out for on-call jobs then) but is not working
 * time for the rest rules until a call-out makes it so.
 */
export const shiftKinds = ['work', 'off', 'leave', 'sick', 'training', 'standby'] as const;
export type ShiftKind = (typeof shiftKinds)[number];

/**
 * How a US station reads 14 CFR 121.377: 24 consecutive hours off in any 7 consecutive days, or
 * "the equivalent thereof within any one calendar month".
 */
export const usWeeklyRestBases = ['seven_days', 'calendar_month'] as const;
export type UsWeeklyRestBasis = (typeof usWeeklyRestBases)[number];

/** The rest rules (docs/modules/manpower.md), each a company setting with its citation. */
export const restRuleNames = ['daily_rest', 'weekly_rest', 'average_weekly_hours', 'us_weekly_off', 'consecutive_days'] as const;
export type RestRuleName = (typeof restRuleNames)[number];
