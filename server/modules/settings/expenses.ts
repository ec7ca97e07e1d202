import { expensesSchemas } from '../../../model/resources/expenses';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { expenses } from '../../db/schema';

export default defineResource({
  name: 'expenses',
  table: expenses,
  schemas: expensesSchemas,
  access: resourceAccess.expenses,
  search: ['code', 'name'],
  filters: ['code', 'unit', 'currency', 'receipt_required', 'active'],
  ranges: ['default_rate'],
  sort: ['code', 'name', 'unit', 'default_rate', 'currency', 'receipt_required', 'active', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
