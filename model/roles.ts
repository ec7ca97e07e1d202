/** Role ids are fixed: the app treats admin and role 2 (planner) specially (docs/security.md). */
export const roleIds = {
  admin: 1,
  planner: 2,
  supervisor: 3,
  technician: 4,
  viewer: 5,
  quality_manager: 6,
  accountable_manager: 7,
} as const;
export type RoleName = keyof typeof roleIds;
export const roleNames = Object.keys(roleIds) as RoleName[];
