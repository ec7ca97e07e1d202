import { sql } from 'drizzle-orm';
import { deIcingFluidSchemas } from '../../../model/modules/de_icing/treatmentSchemas';
import { defineResource } from '../../crud/definition';
import { deIcingFluids } from '../../db/schema';
import { hotTableAccess } from './access';

/**
 * The fluid products with their LOUT per concentration and the material their stock is kept as. Kept
 * by who manages the HOT tables; read by everyone with the tab (the treatment form picks from it).
 */
export default defineResource({
  name: 'de_icing_fluids',
  table: deIcingFluids,
  schemas: deIcingFluidSchemas,
  access: hotTableAccess,
  search: ['name', 'manufacturer', 'hot_brand'],
  filters: ['fluid_type', 'material_id', 'active'],
  sort: ['name', 'manufacturer', 'fluid_type', 'hot_brand', 'lout_100_c', 'active', 'updated_at'],
  defaultSort: ['name', 'ASC'],
  computed: {
    material_part_number: { sql: sql<string | null>`(select m.part_number from materials m where m.id = "de_icing_fluids"."material_id")` },
  },
});
