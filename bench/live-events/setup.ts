import { sql } from 'drizzle-orm';
import { roleIds } from '../../model/roles';
import { issueToken } from '../../server/auth/tokens';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../common/sql';

/** A bench user's stream credentials and the region it hears. */
export interface Listener {
  token: string;
  regionId: number;
}

/** An activity the bench changes: its region decides which streams hear of it. */
export interface BenchActivity {
  id: number;
  regionId: number;
  version: number;
}

/**
 * One viewer per ten streams (a browser or two each; at least one per region; viewers hear the activities topic), a region each in turn, signed in by tokens
 * issued directly (scrypt would only slow the set-up down). Returns one listener per stream.
 */
export async function createListeners(db: Database, streams: number): Promise<Listener[]> {
  const regions = rowsOf<{ id: number }>(await db.execute(sql`select id from regions where active order by id`)).map((r) => Number(r.id));
  const userCount = Math.min(streams, Math.max(regions.length, Math.ceil(streams / 10)));
  const users = rowsOf<{ id: number; region_id: number }>(
    await db.execute(sql`
      with inserted as (
        insert into users (name, email, password_hash, email_verified_at, instance_id, role_id)
        select 'Live bench ' || g, 'live-bench-' || g || '@tarmac.test', 'x', now(), (${`{${regions.join(',')}}`}::int[])[1 + g % ${regions.length}], ${roleIds.viewer}
        from generate_series(0, ${userCount - 1}) g
        returning id, instance_id as region_id)
      insert into user_regions (user_id, region_id) select id, region_id from inserted returning user_id as id, region_id`),
  );
  const tokens = await Promise.all(
    users.map(async (user) => ({
      token: (await issueToken(db, Number(user.id), { remember: true })).token,
      regionId: Number(user.region_id),
    })),
  );
  return Array.from({ length: streams }, (_, i) => tokens[i % tokens.length]);
}

/** Activities still open to changes (the API refuses completed and cancelled ones), regions in turn. */
export async function benchActivities(db: Database, count: number): Promise<BenchActivity[]> {
  const rows = rowsOf<{ id: number; region_id: number; version: number }>(
    await db.execute(sql`
      select id, region_id, version from (
        select id, region_id, version, row_number() over (partition by region_id order by id) as n
        from activities where status in ('planned', 'assigned')) a
      order by n, region_id limit ${count}`),
  );
  if (!rows.length) throw new Error('The demo data has no open activity to change.');
  return rows.map((r) => ({ id: Number(r.id), regionId: Number(r.region_id), version: Number(r.version) }));
}
