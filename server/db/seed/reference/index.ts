import type { SeedDb } from '../types';
import { seedAssets } from './assets';
import { seedCatalogue } from './catalogue';
import { seedFlightSchedules } from './flightSchedules';
import { loadSeededReferences } from './lookups';
import { seedMemos, seedRoadTrips } from './roadTripsAndMemos';
import { seedServiceCourses, seedServices } from './services';

/**
 * The Settings reference data beyond the network: services, weekly flight
 * schedules at every station, catalogues, assets with some calibrations overdue, road trips
 * and memos. Runs at the end of seedDemoData's transaction, after stations and customers exist.
 */
export async function seedReferenceData(tx: SeedDb): Promise<void> {
  const refs = await loadSeededReferences(tx);
  const serviceIds = await seedServices(tx);
  await seedCatalogue(tx, refs);
  await seedServiceCourses(tx, serviceIds);
  await seedFlightSchedules(tx, refs, serviceIds);
  await seedAssets(tx, refs);
  await seedRoadTrips(tx, refs);
  await seedMemos(tx, refs);
}
