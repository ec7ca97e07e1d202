import type { PermissionName } from './permissions';

/**
 * Who may read and write each Settings resource (docs/security.md). The server enforces this table
 * (server/modules/<module>/<resource>.ts) and the browser's authProvider.canAccess reads the same one.
 *
 * scope: 'global' records belong to the company; 'region' records to one region (reads see the
 * active region, writes need membership); 'region_or_global' records may also belong to every
 * region (region_id empty) — writing those needs `globalWrite`.
 */
export type ResourceScope = 'global' | 'region' | 'region_or_global';

export interface ResourceAccess {
  /** Any of these grants reading. */
  read: readonly PermissionName[];
  /** Any of these grants creating, editing and deleting. */
  write: readonly PermissionName[];
  scope: ResourceScope;
  /** For region_or_global: the permission to write a record of every region. */
  globalWrite?: PermissionName;
}

const settings = (write: PermissionName[], scope: ResourceScope = 'global'): ResourceAccess => ({
  read: ['settings_tab'],
  // Administrators hold settings_write and may change everything.
  write: [...new Set<PermissionName>([...write, 'settings_write'])],
  scope,
});

export const resourceAccess = {
  regions: { read: ['settings_tab'], write: ['users_manage'], scope: 'global' },
  airport: settings([]),
  stations: settings([], 'region'),
  customers: settings(['planning_write']),
  aircraft_type: settings([]),
  flight_schedule: settings(['planning_write'], 'region'),
  services: settings(['planning_write']),
  technicians: settings(['technicians_write'], 'region'),
  training_courses: settings([]),
  part_cert: settings([]),
  rts: settings([]),
  materials: settings([]),
  measures: settings([]),
  equipment: settings(['station_assets_write'], 'region'),
  trucks: settings(['station_assets_write'], 'region'),
  calibrated_tools: settings(['station_assets_write'], 'region'),
  resource_category: settings([]),
  road_trips: settings(['planning_write'], 'region'),
  expenses: settings([]),
  memos: { ...settings(['memos_write'], 'region_or_global'), globalWrite: 'settings_write' },
  dictionary: settings([]),
  users: { read: ['users_manage'], write: ['users_manage'], scope: 'global' },
  roles: { read: ['users_manage'], write: ['users_manage'], scope: 'global' },
  /** Systems' credentials (docs/security.md, "API keys"): managed by who manages accounts. */
  api_keys: { read: ['users_manage'], write: ['users_manage'], scope: 'global' },
  setting: settings([]),
  /** The roster's shift types: read where the roster or the settings are, written by who edits the roster. */
  shift_types: { read: ['manpower_tab', 'settings_tab'], write: ['roster_write'], scope: 'global' },
} as const satisfies Record<string, ResourceAccess>;

export type ResourceName = keyof typeof resourceAccess;
export const resourceNames = Object.keys(resourceAccess) as ResourceName[];

/** react-admin's actions; list/show/export read, the others write. */
export type ResourceAction = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete' | (string & {});
const readActions = new Set(['list', 'show', 'export', 'read']);

/** What authProvider.canAccess answers; the server answers the same for the matching endpoint. */
export function canAccessResource(granted: Iterable<string>, resource: string, action: ResourceAction): boolean {
  const access = (resourceAccess as Record<string, ResourceAccess>)[resource];
  if (!access) return false;
  const names = new Set(granted);
  const needed = readActions.has(action) ? access.read : access.write;
  return needed.some((name) => names.has(name));
}
