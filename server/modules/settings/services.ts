import { servicesSchemas } from '../../../model/resources/services';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { services } from '../../db/schema';

export default defineResource({
  name: 'services',
  table: services,
  schemas: servicesSchemas,
  access: resourceAccess.services,
  search: ['code', 'name'],
  filters: ['code', 'category', 'authorisation_category', 'billing_unit', 'active'],
  ranges: ['standard_minutes', 'billing_rate'],
  sort: ['code', 'name', 'category', 'standard_minutes', 'technicians_needed', 'billing_unit', 'billing_rate', 'active', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
