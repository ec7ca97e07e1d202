import { equipmentSchemas } from '../../../model/resources/equipment';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { equipment, stations } from '../../db/schema';

export default defineResource({
  name: 'equipment',
  table: equipment,
  schemas: equipmentSchemas,
  access: resourceAccess.equipment,
  search: ['name', 'asset_no'],
  filters: ['region_id', 'station_id', 'resource_category_id', 'status', 'make'],
  ranges: ['next_service_date'],
  sort: ['asset_no', 'name', 'station_id', 'resource_category_id', 'make', 'model', 'status', 'next_service_date', 'updated_at'],
  defaultSort: ['asset_no', 'ASC'],
  sameRegionReferences: { station_id: stations },
});
