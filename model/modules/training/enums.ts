/**
 * Closed lists of the Training module, shared by the database schema (text enums), the zod
 * schemas, the rules and the browser's chips. Labels: i18n `training.choices.<list>.<value>`.
 */
export const sessionStatuses = ['planned', 'open', 'in_progress', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export const attendeeResults = ['pass', 'fail', 'absent'] as const;
export type AttendeeResult = (typeof attendeeResults)[number];

/** A matrix cell: how a technician stands against one requirement (a course, their licence, a type authorisation). */
export const complianceStates = ['valid', 'expiring_60', 'expiring_30', 'expired', 'missing'] as const;
export type ComplianceState = (typeof complianceStates)[number];
