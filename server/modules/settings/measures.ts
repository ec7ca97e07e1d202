import { measuresSchemas } from '../../../model/resources/measures';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { measures } from '../../db/schema';

export default defineResource({
  name: 'measures',
  table: measures,
  schemas: measuresSchemas,
  access: resourceAccess.measures,
  search: ['code', 'name'],
  filters: ['code', 'kind'],
  sort: ['code', 'name', 'kind', 'factor', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
