import { shiftTypeSchemas } from '../../../model/modules/manpower/shiftTypeSchemas';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { shiftTypes } from '../../db/schema';

/** Shift types: global reference data of the roster (read by the Manpower and Settings tabs, written by supervisors). */
export default defineResource({
  name: 'shift_types',
  table: shiftTypes,
  schemas: shiftTypeSchemas,
  access: resourceAccess.shift_types,
  search: ['code', 'name'],
  filters: ['kind', 'active'],
  sort: ['code', 'name', 'kind', 'start_time', 'end_time', 'paid_minutes', 'active', 'updated_at'],
  defaultSort: ['code', 'ASC'],
});
