/**
 * Closed lists of the On-Call module, shared by the database schema (text enums), the zod
 * schemas, the rules and the browser's chips. Labels: i18n `on_call.choices.<list>.<value>`.
 */
export const requestPriorities = ['aog', 'urgent', 'routine'] as const;
export type RequestPriority = (typeof requestPriorities)[number];

/** A request's status flow (docs/modules/on_call.md): new → dispatched → en route → on site → completed → closed, or cancelled. */
export const requestStatuses = ['new', 'dispatched', 'en_route', 'on_site', 'completed', 'closed', 'cancelled'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Where the defect stands against the operator's MEL when the call comes in. */
export const melStatuses = ['unknown', 'not_deferrable', 'deferrable', 'deferred', 'deferral_expired'] as const;
export type MelStatus = (typeof melStatuses)[number];

export const dispatchRoles = ['lead', 'support'] as const;
export type DispatchRole = (typeof dispatchRoles)[number];
