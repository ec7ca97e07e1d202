import { eq, sql } from 'drizzle-orm';
import { usersSchemas } from '../../../model/resources/users';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { userRegions, users } from '../../db/schema';
import { mediaUrlSql } from '../../media/mediaFiles';
import { resetLinkRoute } from './userResetLink';

/** Accounts, for administrators: no password field is ever read or written here. */
export default defineResource({
  name: 'users',
  table: users,
  schemas: usersSchemas,
  access: resourceAccess.users,
  search: ['name', 'email'],
  filters: ['role_id', 'active', 'instance_id', 'locale'],
  sort: ['name', 'email', 'role_id', 'active', 'email_verified_at', 'updated_at', 'created_at'],
  defaultSort: ['name', 'ASC'],
  hidden: ['password_hash', 'photo_path'],
  computed: {
    region_ids: {
      sql: sql.raw('array(select ur.region_id from user_regions ur where ur.user_id = "users"."id" order by 1)'),
    },
    technician_id: { sql: sql.raw('(select t.id from technicians t where t.user_id = "users"."id" order by t.id limit 1)') },
    photo_url: { sql: sql.raw(mediaUrlSql('"users"."photo_path"')) },
  },
  nested: {
    region_ids: {
      async replace(tx, id, items) {
        const regionIds = [...new Set(items as number[])];
        await tx.delete(userRegions).where(eq(userRegions.user_id, id));
        await tx.insert(userRegions).values(regionIds.map((region_id) => ({ user_id: id, region_id })));
        // The active region must stay one the user belongs to.
        await tx
          .update(users)
          // Ids are validated integers; inlined so both drivers read the array the same way.
          .set({
            instance_id: sql`case when ${users.instance_id} = any(array[${sql.raw(regionIds.map(Number).join(','))}]::int[]) then ${users.instance_id} else ${regionIds[0]}::int end`,
          })
          .where(eq(users.id, id));
      },
    },
  },
  extraRoutes: resetLinkRoute,
});
