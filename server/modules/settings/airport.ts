import { airportSchemas } from '../../../model/resources/airport';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { airport } from '../../db/schema';
import { airportLookupRoute } from './airportLookup';

export default defineResource({
  name: 'airport',
  table: airport,
  schemas: airportSchemas,
  access: resourceAccess.airport,
  search: ['iata', 'icao', 'name', 'city'],
  filters: ['iata', 'icao', 'country', 'time_zone'],
  ranges: ['latitude', 'longitude'],
  sort: ['iata', 'icao', 'name', 'city', 'country', 'time_zone', 'updated_at'],
  defaultSort: ['iata', 'ASC'],
  extraRoutes: airportLookupRoute,
});
