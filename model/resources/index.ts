import type { ResourceName } from '../resourceAccess';
import type { AnyResourceSchemas } from './resourceSchemas';
import { aircraftTypeSchemas } from './aircraft_type';
import { airportSchemas } from './airport';
import { calibratedToolsSchemas } from './calibrated_tools';
import { customersSchemas } from './customers';
import { dictionarySchemas } from './dictionary';
import { equipmentSchemas } from './equipment';
import { expensesSchemas } from './expenses';
import { flightScheduleSchemas } from './flight_schedule';
import { materialsSchemas } from './materials';
import { measuresSchemas } from './measures';
import { memosSchemas } from './memos';
import { partCertSchemas } from './part_cert';
import { regionsSchemas } from './regions';
import { resourceCategorySchemas } from './resource_category';
import { roadTripsSchemas } from './road_trips';
import { rolesSchemas } from './roles';
import { rtsSchemas } from './rts';
import { servicesSchemas } from './services';
import { stationsSchemas } from './stations';
import { techniciansSchemas } from './technicians';
import { trainingCoursesSchemas } from './training_courses';
import { trucksSchemas } from './trucks';
import { usersSchemas } from './users';
import { shiftTypeSchemas } from '../modules/manpower';

/**
 * The create/update schemas of every CRUD resource, by resource name (setting has its own: ./setting.ts;
 * API keys are created and revoked, never edited: model/apiKeys.ts).
 */
export const resourceSchemasByName = {
  regions: regionsSchemas,
  airport: airportSchemas,
  stations: stationsSchemas,
  customers: customersSchemas,
  aircraft_type: aircraftTypeSchemas,
  flight_schedule: flightScheduleSchemas,
  services: servicesSchemas,
  technicians: techniciansSchemas,
  training_courses: trainingCoursesSchemas,
  part_cert: partCertSchemas,
  rts: rtsSchemas,
  materials: materialsSchemas,
  measures: measuresSchemas,
  equipment: equipmentSchemas,
  trucks: trucksSchemas,
  calibrated_tools: calibratedToolsSchemas,
  resource_category: resourceCategorySchemas,
  road_trips: roadTripsSchemas,
  expenses: expensesSchemas,
  memos: memosSchemas,
  dictionary: dictionarySchemas,
  users: usersSchemas,
  roles: rolesSchemas,
  shift_types: shiftTypeSchemas,
} satisfies Record<Exclude<ResourceName, 'setting' | 'api_keys'>, AnyResourceSchemas>;

export * from './enums';
export { serverManagedFields } from './resourceSchemas';
export { settingUpdateSchema, dateFormats, type SettingRecord } from './setting';
export { calibrationStatus } from './calibrated_tools';
export type { AirportLookupHit } from './airport';
