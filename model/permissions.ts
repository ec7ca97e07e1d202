import { roleIds } from './roles';

/** Permission names that gate the navigation bar items. */
export const navPermissions = [
  'whatsupp_tab',
  'settings_tab',
  'scheduled_tab',
  'on_call_tab',
  'training',
  'parts_tab',
  'manpower_tab',
  'de_icing_tab',
  'reporting_tab',
  'resources_tab',
] as const;

/**
 * Finer permissions the server enforces beyond the navigation bar. Writes to reference data
 * are split by who owns the data (docs/security.md); model/resourceAccess.ts maps resources to them.
 */
export const actionPermissions = [
  /** Global reference data and the settings page: airports, stations, catalogues (administrators). */
  'settings_write',
  /** Users, roles and regions. */
  'users_manage',
  /** Flight schedules, services, road trips, customers (planners). */
  'planning_write',
  /** Station-level assets: equipment, trucks, calibrated tools (supervisors). */
  'station_assets_write',
  /** Technicians with their licences and authorisations (supervisors). */
  'technicians_write',
  /** Memos of a region (supervisors). */
  'memos_write',
  /** Plan the day, create and edit activities, assign people and resources; override the non-licence rules with a reason. */
  'scheduled_write',
  /** Also override the licence rules of an assignment (supervisors; a planner may not). */
  'assignment_override',
  /** Record the work on an activity: services done, actual times, defects (technicians on their own jobs). */
  'work_record',
  /** Sign the return to service; the signer's licence must still cover the work. */
  'rts_sign',
  /** Plan training sessions, enrol technicians, record results and certificates (supervisors). */
  'training_write',
  /** Edit the roster and the shift types (supervisors). */
  'roster_write',
  /** Keep a roster that breaks a rest rule, with a written reason (supervisors: docs/modules/manpower.md). */
  'roster_override',
  /** Take on-call requests, dispatch technicians and trucks, cancel and close requests (planners, supervisors). */
  'on_call_write',
  /**
   * Record de-icing treatments and fluid deliveries (supervisors run de-icing: docs/modules/de_icing.md; an administrator
   * may grant it to a crew's role).
   */
  'de_icing_write',
  /** Import holdover time tables, choose the active set, maintain the fluid list (administrators). */
  'hot_tables_manage',
  /** Receive, issue, transfer, return and scrap parts; part requests for AOG jobs; count sheets (planners, supervisors). */
  'parts_write',
  /** Confirm a physical count, whose differences become adjustment movements (supervisors: docs/modules/parts.md). */
  'stock_count_confirm',
  /** Book equipment, trucks and calibrated tools; transfer them between stations; send tools for calibration and back. */
  'resources_write',
  /** See money in reports: billable amounts, expense amounts, stock value (planners and administrators; docs/modules/reporting.md). */
  'reporting_amounts',
  /**
   * Send flight movements (the MVT and JSON feeds: docs/modules/movements.md). What an integration's
   * API key carries (docs/security.md, "API keys"); administrators hold it to try a feed by hand.
   */
  'movements_write',
] as const;

export const permissionNames = [...navPermissions, ...actionPermissions] as const;
export type PermissionName = (typeof permissionNames)[number];

/** Every tab but Settings, and the money in reports: what the nominated persons read. */
const readEveryTab: readonly PermissionName[] = [...navPermissions.filter((name) => name !== 'settings_tab'), 'reporting_amounts'];

/** What each fixed role is granted in a fresh installation; admins may change it later. */
export const defaultRolePermissions: Record<number, readonly PermissionName[]> = {
  [roleIds.admin]: permissionNames,
  [roleIds.planner]: [
    ...navPermissions,
    'planning_write',
    'scheduled_write',
    'on_call_write',
    'parts_write',
    'resources_write',
    'reporting_amounts',
  ],
  [roleIds.supervisor]: [
    ...navPermissions,
    'station_assets_write',
    'technicians_write',
    'memos_write',
    'scheduled_write',
    'assignment_override',
    'work_record',
    'rts_sign',
    'training_write',
    'roster_write',
    'roster_override',
    'on_call_write',
    'de_icing_write',
    'parts_write',
    'stock_count_confirm',
    'resources_write',
  ],
  [roleIds.technician]: ['whatsupp_tab', 'scheduled_tab', 'on_call_tab', 'training', 'work_record', 'rts_sign'],
  [roleIds.viewer]: ['whatsupp_tab', 'reporting_tab'],
  // The nominated persons of 145.A.30(a)/(b) read every tab and report; they plan nothing.
  [roleIds.quality_manager]: readEveryTab,
  [roleIds.accountable_manager]: readEveryTab,
};
