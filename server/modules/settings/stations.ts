import { stationsSchemas } from '../../../model/resources/stations';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { stations } from '../../db/schema';

export default defineResource({
  name: 'stations',
  table: stations,
  schemas: stationsSchemas,
  access: resourceAccess.stations,
  search: ['code', 'name'],
  filters: ['region_id', 'airport_id', 'code', 'open_24h', 'de_icing', 'active'],
  sort: ['code', 'name', 'airport_id', 'open_24h', 'de_icing', 'active', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
