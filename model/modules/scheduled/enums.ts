/**
 * Closed lists of the Scheduled module, shared by the database schema (text enums), the zod
 * schemas, the rules and the browser's chips. Labels: i18n `scheduled.choices.<list>.<value>`.
 */
export const activityStatuses = ['planned', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

export const serviceStatuses = ['pending', 'in_progress', 'done', 'not_required'] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export const assignmentRoles = ['lead', 'support'] as const;
export type AssignmentRole = (typeof assignmentRoles)[number];

/** What an activity may be allocated: the Resources tab's bookable kinds. */
export { bookableKinds as allocationKinds, type BookableKind as AllocationKind } from '../resource_allocation';
