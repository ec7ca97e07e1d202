import { regionsSchemas } from '../../../model/resources/regions';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { regions } from '../../db/schema';

export default defineResource({
  name: 'regions',
  table: regions,
  schemas: regionsSchemas,
  access: resourceAccess.regions,
  search: ['name', 'code'],
  filters: ['code', 'currency', 'active'],
  sort: ['code', 'name', 'currency', 'time_zone', 'active', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});
