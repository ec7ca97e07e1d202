import { defineModule } from '../module';
import aircraftType from './aircraft_type';
import apiKeyRoutes from './apiKeys';
import airport from './airport';
import calibratedTools from './calibrated_tools';
import customers from './customers';
import dictionary from './dictionary';
import equipment from './equipment';
import expenses from './expenses';
import flightSchedule from './flight_schedule';
import materials from './materials';
import measures from './measures';
import memos from './memos';
import partCert from './part_cert';
import regions from './regions';
import resourceCategory from './resource_category';
import roadTrips from './road_trips';
import roles from './roles';
import rts from './rts';
import services from './services';
import stations from './stations';
import technicians from './technicians';
import trainingCourses from './training_courses';
import trucks from './trucks';
import users from './users';
import settingRoutes from './setting';
import type { RouteApp } from '../../core/routeKit';

/** What the other modules use of Settings: the memos resource, whose records What's up reads and acknowledges. */
export { memos as memosResource };

/**
 * Reference data: every Settings resource the generic CRUD engine serves, and the single settings
 * page (./setting.ts) with its own routes.
 */
export default defineModule({
  name: 'settings',
  resources: [
    regions,
    airport,
    stations,
    customers,
    aircraftType,
    flightSchedule,
    services,
    technicians,
    trainingCourses,
    partCert,
    rts,
    materials,
    measures,
    equipment,
    trucks,
    calibratedTools,
    resourceCategory,
    roadTrips,
    expenses,
    memos,
    dictionary,
    users,
    roles,
  ],
  routes: async (app: RouteApp) => {
    await app.register(settingRoutes);
    // API keys are served by their own routes, not the CRUD engine: created with the key shown once, deleted by revoking.
    await app.register(apiKeyRoutes);
  },
});
