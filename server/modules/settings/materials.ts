import { materialsSchemas } from '../../../model/resources/materials';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { materials } from '../../db/schema';

export default defineResource({
  name: 'materials',
  table: materials,
  schemas: materialsSchemas,
  access: resourceAccess.materials,
  search: ['part_number', 'description'],
  filters: ['measure_id', 'category', 'hazardous', 'currency', 'active'],
  ranges: ['unit_cost', 'minimum_stock', 'shelf_life_months'],
  sort: ['part_number', 'description', 'category', 'unit_cost', 'shelf_life_months', 'hazardous', 'minimum_stock', 'active', 'updated_at'],
  defaultSort: ['part_number', 'ASC'],
});
