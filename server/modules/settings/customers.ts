import { customersSchemas } from '../../../model/resources/customers';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { customers } from '../../db/schema';

export default defineResource({
  name: 'customers',
  table: customers,
  schemas: customersSchemas,
  access: resourceAccess.customers,
  search: ['name', 'iata', 'icao'],
  filters: ['iata', 'icao', 'billing_currency', 'active'],
  sort: ['name', 'iata', 'icao', 'billing_currency', 'contract_reference', 'active', 'updated_at'],
  defaultSort: ['name', 'ASC'],
});
