import { sql } from 'drizzle-orm';
import { defaultRolePermissions, permissionNames, type PermissionName } from '../../../model/permissions';
import { roleIds, type RoleName } from '../../../model/roles';
import { permissions, rolePermissions, roles } from '../schema';
import { syncIdentity, type SeedDb } from './types';

const roleDescriptions: Record<RoleName, string> = {
  admin: 'Everything, including regions, users and roles',
  planner: 'Flight schedules and planning in their regions',
  supervisor: 'Runs a station: assigns work, rosters, approves expenses, de-icing',
  technician: 'Sees own assignments, records work, signs RTS when authorised',
  viewer: 'Read-only access and reporting',
  quality_manager: 'Monitors compliance: receives the man-hour plan deficit signal, reads every record',
  accountable_manager: 'Answers for the approval: receives the man-hour plan deficit signal, reads every record',
};

const permissionDescriptions: Record<PermissionName, string> = {
  whatsupp_tab: "What's up (home) tab",
  settings_tab: 'Settings tab (reference data)',
  scheduled_tab: 'Scheduled work tab',
  on_call_tab: 'On-call tab',
  training: 'Training tab',
  parts_tab: 'Parts tab',
  manpower_tab: 'Manpower tab',
  de_icing_tab: 'De-icing tab',
  reporting_tab: 'Reporting tab',
  resources_tab: 'Resources tab',
  settings_write: 'Create, edit and delete global reference data and the settings page',
  users_manage: 'Manage users, roles and regions',
  planning_write: 'Edit flight schedules, services, road trips and customers',
  station_assets_write: 'Edit equipment, trucks and calibrated tools of their regions',
  technicians_write: 'Edit technicians of their regions',
  memos_write: 'Write memos for their regions',
  scheduled_write: 'Plan the day, create and edit activities, assign technicians and resources',
  assignment_override: 'Override the licence rules of an assignment with a written reason',
  work_record: 'Record work on activities: services, actual times, defects',
  rts_sign: 'Sign the return to service when their licence covers the work',
  training_write: 'Plan training sessions, enrol technicians, record results and certificates',
  roster_write: 'Edit the roster and the shift types',
  roster_override: 'Keep a roster that breaks a rest rule, with a written reason',
  on_call_write: 'Take on-call requests, dispatch technicians and trucks, cancel and close requests',
  de_icing_write: 'Record de-icing treatments and fluid deliveries',
  hot_tables_manage: 'Import holdover time tables, choose the active set, maintain the fluid list',
  parts_write: 'Receive, issue, transfer, return and scrap parts; part requests; count sheets',
  stock_count_confirm: 'Confirm a physical count: its differences become adjustment movements',
  resources_write: 'Book equipment, trucks and tools; transfers; send tools for calibration and back',
  reporting_amounts: 'See money in reports: billable amounts, expenses, stock value',
  movements_write: 'Send flight movements: the MVT and JSON feeds of an airline or airport',
};

/** Role ids are fixed (docs/security.md), so they are inserted explicitly. */
export async function seedRolesAndPermissions(db: SeedDb): Promise<void> {
  await db
    .insert(roles)
    .values((Object.entries(roleIds) as [RoleName, number][]).map(([name, id]) => ({ id, name, description: roleDescriptions[name] })))
    .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name`, description: sql`excluded.description` } });
  await syncIdentity(db, 'roles');

  await db
    .insert(permissions)
    .values(permissionNames.map((name) => ({ name, description: permissionDescriptions[name] })))
    .onConflictDoNothing({ target: permissions.name });
  const permissionIds = new Map(
    (await db.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((p) => [p.name, p.id]),
  );

  const links = Object.entries(defaultRolePermissions).flatMap(([roleId, names]) =>
    names.map((name) => ({ role_id: Number(roleId), permission_id: permissionIds.get(name)! })),
  );
  await db.insert(rolePermissions).values(links).onConflictDoNothing();
}
