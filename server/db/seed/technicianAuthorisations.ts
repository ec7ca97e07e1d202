import { technicianAuthorisations } from '../schema';
import { daysFromToday } from './dates';
import type { LicenceType, SeededTechnician } from './technicians';
import { requireId, type IdsByKey, type SeedDb } from './types';

/** The fleets the demo customers fly through each region. */
const regionFleets: Record<string, string[]> = {
  'EUR-W': ['A20N', 'A320', 'A321', 'B738', 'A319', 'A332', 'E190', 'A359', 'B77W'],
  'EUR-N': ['A20N', 'A321', 'B38M', 'B738', 'E195', 'AT76', 'A359', 'CRJ9'],
  NAM: ['B38M', 'A21N', 'E75L', 'DH8D', 'B789', 'A333', 'B788', 'CRJ9', 'B739'],
};

/**
 * Type ratings endorse the licence category; an FAA A&P holder is recorded as B1
 * (airframe and powerplant) so the same "authorised on type" rule applies everywhere.
 */
const categoryByLicence: Partial<Record<LicenceType | 'none', 'B1' | 'B2' | 'A'>> = {
  easa_b1: 'B1',
  easa_b1_1: 'B1',
  easa_b2: 'B2',
  easa_a: 'A',
  faa_ap: 'B1',
};

export async function seedTechnicianAuthorisations(db: SeedDb, seeded: SeededTechnician[], typeIds: IdsByKey): Promise<void> {
  const values = seeded.flatMap((tech, i) => {
    const category = categoryByLicence[tech.licence];
    if (!category) return [];
    const fleet = regionFleets[tech.regionCode];
    const count = 2 + (i % 3);
    return Array.from({ length: count }, (_, k) => ({
      technician_id: tech.id,
      aircraft_type_id: requireId(typeIds, fleet[(i + k * 2) % fleet.length], 'aircraft type'),
      category,
      // A type authorisation never outlives the licence it endorses.
      valid_until: tech.licenceExpiry ?? daysFromToday(200 + ((i * 53 + k * 97) % 600)),
    }));
  });
  await db.insert(technicianAuthorisations).values(values);
}
