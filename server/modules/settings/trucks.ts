import { trucksSchemas } from '../../../model/resources/trucks';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { stations, trucks } from '../../db/schema';

export default defineResource({
  name: 'trucks',
  table: trucks,
  schemas: trucksSchemas,
  access: resourceAccess.trucks,
  search: ['registration', 'fleet_no'],
  filters: ['region_id', 'station_id', 'resource_category_id', 'type', 'status'],
  ranges: ['next_service_date', 'insurance_expiry', 'odometer_km'],
  sort: ['registration', 'fleet_no', 'type', 'station_id', 'status', 'odometer_km', 'next_service_date', 'insurance_expiry', 'updated_at'],
  defaultSort: ['registration', 'ASC'],
  sameRegionReferences: { station_id: stations },
});
