import { eq, inArray, sql } from 'drizzle-orm';
import { rolesSchemas } from '../../../model/resources/roles';
import { roleIds } from '../../../model/roles';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { ApiError } from '../../errors';

const fixedRoleIds = new Set<number>(Object.values(roleIds));

export default defineResource({
  name: 'roles',
  table: roles,
  schemas: rolesSchemas,
  access: resourceAccess.roles,
  search: ['name', 'description'],
  filters: ['name'],
  sort: ['name', 'description', 'updated_at'],
  defaultSort: ['id', 'ASC'],
  computed: {
    permissions: {
      sql: sql.raw(
        'array(select p.name from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = "roles"."id" order by 1)',
      ),
    },
  },
  nested: {
    permissions: {
      async replace(tx, id, items) {
        await tx.delete(rolePermissions).where(eq(rolePermissions.role_id, id));
        const names = [...new Set(items as string[])];
        if (!names.length) return;
        const rows = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
        if (rows.length) await tx.insert(rolePermissions).values(rows.map((p) => ({ role_id: id, permission_id: p.id })));
      },
    },
  },
  // The navigation and the permission defaults rely on the five built-in roles (docs/security.md).
  beforeDelete(current) {
    if (fixedRoleIds.has(current.id as number)) throw new ApiError(409, 'crud.fixed_role');
  },
});
