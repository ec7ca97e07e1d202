import { createElement, type ComponentType } from 'react';
import { routes } from '../../model/routes';
import { Guarded } from '../routes/guards';
import type { RaRecord } from 'react-admin';
import type { ResourceName } from '../../model/resourceAccess';
import airport from './airport';
import apiKeys from './api_keys';
import aircraftType from './aircraft_type';
import customers from './customers';
import partCert from './part_cert';
import regions from './regions';
import services from './services';
import trainingCourses from './training_courses';
import calibratedTools from './calibrated_tools';
import flightSchedule from './flight_schedule';
import stations from './stations';
import users from './users';
import equipment from './equipment';
import materials from './materials';
import measures from './measures';
import resourceCategory from './resource_category';
import technicians from './technicians';
import trucks from './trucks';
import dictionary from './dictionary';
import expenses from './expenses';
import memos from './memos';
import roadTrips from './road_trips';
import roles from './roles';
import rts from './rts';
import shiftTypes from './shift_types';

export interface ResourceConfig {
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  icon: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string);
}

/**
 * Every settings resource (docs/modules/settings.md), by its name (= route /<name>, API /api/<name>, i18n
 * resources.<name>). App.tsx turns each into a <Resource>; the /setting landing page reads the
 * icons. Screens load lazily: importing this file loads no screen.
 */
export const resources: Record<Exclude<ResourceName, 'setting'>, ResourceConfig> = {
  regions,
  airport,
  stations,
  customers,
  aircraft_type: aircraftType,
  flight_schedule: flightSchedule,
  services,
  technicians,
  training_courses: trainingCourses,
  part_cert: partCert,
  rts,
  materials,
  measures,
  equipment,
  trucks,
  calibrated_tools: calibratedTools,
  resource_category: resourceCategory,
  road_trips: roadTrips,
  expenses,
  memos,
  dictionary,
  users,
  roles,
  api_keys: apiKeys,
  shift_types: shiftTypes,
};

/**
 * A resource's screens honour the guards its route declares in model/routes.ts (e.g. /regions
 * is for administrators only), on top of react-admin's canAccess from model/resourceAccess.ts.
 */
function withRouteGuards(name: string, config: ResourceConfig): ResourceConfig {
  const middleware = routes.find((route) => route.path === `/${name}`)?.middleware.filter((m) => m !== 'auth' && m !== 'guest') ?? [];
  if (!middleware.length) return config;
  const guard = (Screen?: ComponentType) =>
    Screen &&
    function GuardedScreen() {
      return createElement(Guarded, { middleware, children: createElement(Screen) });
    };
  return { ...config, list: guard(config.list), edit: guard(config.edit), create: guard(config.create) };
}

export const resourceList = (Object.entries(resources) as [keyof typeof resources, ResourceConfig][]).map(
  ([name, config]) => [name, withRouteGuards(name, config)] as const,
);
