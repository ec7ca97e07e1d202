import { rtsSchemas } from '../../../model/resources/rts';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { rts } from '../../db/schema';

export default defineResource({
  name: 'rts',
  table: rts,
  schemas: rtsSchemas,
  access: resourceAccess.rts,
  search: ['name', 'regulation_basis'],
  filters: ['customer_id', 'active'],
  sort: ['name', 'customer_id', 'regulation_basis', 'active', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});
