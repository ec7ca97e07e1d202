import { partCertSchemas } from '../../../model/resources/part_cert';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { partCert } from '../../db/schema';

export default defineResource({
  name: 'part_cert',
  table: partCert,
  schemas: partCertSchemas,
  access: resourceAccess.part_cert,
  search: ['code', 'name', 'authority'],
  filters: ['code', 'authority', 'serial_required', 'active'],
  sort: ['code', 'name', 'authority', 'serial_required', 'active', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
