/** Role ids are fixed: the spec treats admin and role 2 specially (domain.md "Roles"). */
export const roleIds = { admin: 1, planner: 2, supervisor: 3, technician: 4, viewer: 5 } as const;
export type RoleName = keyof typeof roleIds;
export const roleNames = Object.keys(roleIds) as RoleName[];
