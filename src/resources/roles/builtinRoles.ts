import { roleIds, type RoleName } from '../../../model/roles';

const builtinById = new Map<number, RoleName>(Object.entries(roleIds).map(([name, id]) => [id, name as RoleName]));

/** The five built-in roles (docs/security.md, permissions) cannot be deleted: the navigation relies on them. */
export function builtinRoleName(id: unknown): RoleName | undefined {
  return builtinById.get(Number(id));
}
