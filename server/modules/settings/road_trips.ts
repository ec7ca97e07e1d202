import { roadTripsSchemas } from '../../../model/resources/road_trips';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { roadTrips, stations } from '../../db/schema';

export default defineResource({
  name: 'road_trips',
  table: roadTrips,
  schemas: roadTripsSchemas,
  access: resourceAccess.road_trips,
  search: ['name'],
  filters: ['region_id', 'from_station_id', 'to_airport_id', 'currency', 'active'],
  ranges: ['distance_km', 'typical_minutes'],
  sort: ['name', 'from_station_id', 'to_airport_id', 'distance_km', 'typical_minutes', 'tolls', 'mileage_rate', 'active', 'updated_at'],
  defaultSort: ['name', 'ASC'],
  sameRegionReferences: { from_station_id: stations },
});
