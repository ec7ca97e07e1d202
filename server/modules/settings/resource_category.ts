import { resourceCategorySchemas } from '../../../model/resources/resource_category';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { resourceCategory } from '../../db/schema';

export default defineResource({
  name: 'resource_category',
  table: resourceCategory,
  schemas: resourceCategorySchemas,
  access: resourceAccess.resource_category,
  search: ['name'],
  filters: ['kind', 'colour'],
  sort: ['name', 'kind', 'colour', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});
