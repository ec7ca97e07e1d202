import { regions } from '../schema';
import { idsByKey, type IdsByKey, type SeedDb } from './types';

export type RegionCode = 'EUR-W' | 'EUR-N' | 'NAM';

export const demoRegions: { code: RegionCode; name: string; currency: string; time_zone: string }[] = [
  { code: 'EUR-W', name: 'Western Europe', currency: 'EUR', time_zone: 'Europe/Paris' },
  { code: 'EUR-N', name: 'Nordics', currency: 'SEK', time_zone: 'Europe/Stockholm' },
  { code: 'NAM', name: 'North America', currency: 'USD', time_zone: 'America/Toronto' },
];

/** Returns region ids by code. */
export async function seedRegions(db: SeedDb): Promise<IdsByKey> {
  const rows = await db.insert(regions).values(demoRegions).returning({ id: regions.id, code: regions.code });
  return idsByKey(rows, (r) => r.code);
}
