import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { hotTableSetSchemas } from '../../../model/modules/de_icing/treatmentSchemas';
import { defineResource } from '../../crud/definition';
import { hotTableSets } from '../../db/schema';
import { ApiError } from '../../errors';
import { hotTableAccess } from './access';

/**
 * A season's HOT tables (docs/modules/de_icing.md): described and listed here on the CRUD engine; the rows
 * arrive by import and `active` moves only through /activate (hotTableRoutes). The active set, and a
 * set treatments were recorded with, stay: the audit reads the window from the table it came from.
 */
export default defineResource({
  name: 'hot_table_sets',
  table: hotTableSets,
  schemas: hotTableSetSchemas,
  access: hotTableAccess,
  search: ['name', 'authority', 'season'],
  filters: ['authority', 'season', 'active', 'demo'],
  ranges: ['valid_from', 'valid_to'],
  sort: ['name', 'authority', 'season', 'valid_from', 'valid_to', 'active', 'row_count', 'updated_at'],
  defaultSort: ['valid_from', 'DESC'],
  computed: {
    row_count: {
      sql: sql<number>`(select count(*)::int from hot_table_rows r where r.hot_table_set_id = "hot_table_sets"."id")`,
      filter: z.coerce.number().int().min(0),
    },
  },
  beforeDelete(current) {
    if (current.active) throw new ApiError(409, 'de_icing.hot_set_active');
  },
});
