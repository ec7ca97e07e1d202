import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fluidTypes } from '../../../model/modules/de_icing/enums';
import { defineResource } from '../../crud/definition';
import { deIcingTreatments } from '../../db/schema';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { treatmentAccess } from './access';

/** The final step (the one the HOT clock and the code read), correlated on the treatment. */
const finalStep = (column: string) =>
  sql.raw(`(select s.${column} from de_icing_steps s where s.treatment_id = "de_icing_treatments"."id" order by s.position desc limit 1)`);

/**
 * How the treatment list is read: the CRUD engine's list (region scope, filters, ranges, sort, search,
 * paging) over the treatments with their names and totals computed in SQL. Writes are not generic —
 * a treatment is saved with its steps, the rules and the stock (treatmentWrites.ts) — so this
 * definition serves the list only and is not among the module's CRUD resources.
 */
export const treatmentListDefinition = defineResource({
  name: 'de_icing_treatments',
  table: deIcingTreatments,
  schemas: resourceSchemas(z.object({})),
  access: treatmentAccess,
  search: ['registration', 'flight_no'],
  filters: ['station_id', 'customer_id', 'status', 'aircraft_type_id', 'procedure', 'fluid_type', 'hot_table_set_id'],
  ranges: ['local_date', 'final_step_started_at', 'oat_c'],
  sort: [
    'final_step_started_at',
    'local_date',
    'registration',
    'flight_no',
    'station_code',
    'customer_name',
    'status',
    'oat_c',
    'total_litres',
    'updated_at',
  ],
  defaultSort: ['final_step_started_at', 'DESC'],
  computed: {
    station_code: { sql: sql<string>`(select st.code from stations st where st.id = "de_icing_treatments"."station_id")` },
    customer_name: { sql: sql<string>`(select c.name from customers c where c.id = "de_icing_treatments"."customer_id")` },
    aircraft_type_code: { sql: sql<string>`(select a.icao from aircraft_type a where a.id = "de_icing_treatments"."aircraft_type_id")` },
    fluid_type: { sql: finalStep('fluid_type'), filter: z.enum(fluidTypes) },
    concentration: { sql: finalStep('concentration') },
    total_litres: {
      sql: sql<number>`(select coalesce(sum(s.litres), 0)::float8 from de_icing_steps s where s.treatment_id = "de_icing_treatments"."id")`,
    },
  },
});
