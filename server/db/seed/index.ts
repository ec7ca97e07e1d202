import { users } from '../schema';
import type { Database } from '../client';
import { hashPassword } from '../../auth/passwords';
import { demoPassword, seedAccounts } from './accounts';
import { seedAircraftTypes } from './aircraftTypes';
import { seedAirports } from './airports';
import { seedCustomers } from './customers';
import { seedNotifications } from './notifications';
import { seedRegions } from './regions';
import { seedRolesAndPermissions } from './roles';
import { seedAppSettings } from './settings';
import { seedStations } from './stations';
import { seedTechnicianAuthorisations } from './technicianAuthorisations';
import { seedTechnicians } from './technicians';
import { seedReferenceData } from './reference';
import { seedScheduledWork } from './scheduled';
import { seedManpower } from './manpower';
import { seedTrainingSessions } from './training';
import { seedOnCall } from './on_call';
import { seedDeIcing } from './de_icing';
import { seedParts } from './parts';
import { seedMaterialSettings } from './parts/materialSettings';

export { demoAccounts, demoPassword } from './accounts';
export { wipeDatabase } from './wipe';

/** "Empty" means nobody can sign in yet: the start-up seed and the first-admin flow key on it. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with the demo company: three regions, real airports, stations,
 * aircraft types, customers, technicians and one account per role. All or nothing.
 */
export async function seedDemoData(db: Database): Promise<void> {
  if (!(await isDatabaseEmpty(db))) {
    throw new Error('The database already has users; wipe it before seeding demo data (npm run db:seed does both).');
  }
  // scrypt is slow on purpose: hash once, outside the transaction, and share it.
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    await seedRolesAndPermissions(tx);
    const regionIds = await seedRegions(tx);
    const airportIds = await seedAirports(tx);
    const stationIds = await seedStations(tx, regionIds, airportIds);
    const typeIds = await seedAircraftTypes(tx);
    await seedCustomers(tx);
    const userIds = await seedAccounts(tx, regionIds, passwordHash);
    const technicians = await seedTechnicians(tx, stationIds, userIds);
    await seedTechnicianAuthorisations(tx, technicians, typeIds);
    await seedAppSettings(tx);
    await seedReferenceData(tx);
    // Before any stock moves (the On-Call demo fits parts): how each material is tracked.
    await seedMaterialSettings(tx);
    await seedScheduledWork(tx);
    await seedManpower(tx);
    await seedTrainingSessions(tx);
    await seedOnCall(tx);
    await seedDeIcing(tx);
    await seedParts(tx);
    // Last: the demo notifications speak of the planned week, the tools and the memos.
    await seedNotifications(tx, userIds);
  });
}
