import { roleIds } from '../../../model/roles';
import { userRegions, users } from '../schema';
import type { RegionCode } from './regions';
import { idsByKey, requireId, type IdsByKey, type SeedDb } from './types';

/** Shared by every demo account; the README and the tests quote it. */
export const demoPassword = 'Tarmac-demo-2026';

export interface DemoAccount {
  email: string;
  name: string;
  role_id: number;
  /** The first region is the account's active region (users.instance_id). */
  regionCodes: RegionCode[];
}

export const demoAccounts: DemoAccount[] = [
  { email: 'admin@tarmac.test', name: 'Ada Admin', role_id: roleIds.admin, regionCodes: ['EUR-W', 'EUR-N', 'NAM'] },
  { email: 'planner@tarmac.test', name: 'Pat Planner', role_id: roleIds.planner, regionCodes: ['EUR-W', 'EUR-N'] },
  { email: 'supervisor@tarmac.test', name: 'Sam Supervisor', role_id: roleIds.supervisor, regionCodes: ['EUR-W'] },
  { email: 'tech@tarmac.test', name: 'Toni Technician', role_id: roleIds.technician, regionCodes: ['EUR-W'] },
  { email: 'viewer@tarmac.test', name: 'Val Viewer', role_id: roleIds.viewer, regionCodes: ['NAM'] },
  { email: 'quality@tarmac.test', name: 'Quinn Quality', role_id: roleIds.quality_manager, regionCodes: ['EUR-W', 'EUR-N', 'NAM'] },
  {
    email: 'accountable@tarmac.test',
    name: 'Alex Accountable',
    role_id: roleIds.accountable_manager,
    regionCodes: ['EUR-W', 'EUR-N', 'NAM'],
  },
];

/**
 * Inserts the demo users and their region memberships. The password hash is computed once by
 * the caller: scrypt is deliberately slow, and all demo accounts share the password.
 * Returns user ids by e-mail.
 */
export async function seedAccounts(db: SeedDb, regionIds: IdsByKey, passwordHash: string): Promise<IdsByKey> {
  const verifiedAt = new Date();
  const rows = await db
    .insert(users)
    .values(
      demoAccounts.map((a) => ({
        name: a.name,
        email: a.email.toLowerCase(),
        password_hash: passwordHash,
        role_id: a.role_id,
        active: true,
        email_verified_at: verifiedAt,
        instance_id: requireId(regionIds, a.regionCodes[0], 'region'),
        locale: 'en',
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = idsByKey(rows, (r) => r.email);

  await db.insert(userRegions).values(
    demoAccounts.flatMap((a) =>
      a.regionCodes.map((code) => ({
        user_id: requireId(userIds, a.email.toLowerCase(), 'user'),
        region_id: requireId(regionIds, code, 'region'),
      })),
    ),
  );
  return userIds;
}
