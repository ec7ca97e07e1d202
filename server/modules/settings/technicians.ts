import { eq, sql } from 'drizzle-orm';
import { techniciansSchemas } from '../../../model/resources/technicians';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { filterValueForColumn } from '../../crud/filterValues';
import { stations, technicianAuthorisations as authorisations, technicians } from '../../db/schema';
import { trainingExpiresSql } from '../../core/trainingExpiry';

type Authorisation = { aircraft_type_id: number; category: 'A' | 'B1' | 'B2' | 'C'; valid_until?: string | null };

export default defineResource({
  name: 'technicians',
  table: technicians,
  schemas: techniciansSchemas,
  access: resourceAccess.technicians,
  search: ['name', 'employee_no'],
  filters: ['region_id', 'home_station_id', 'user_id', 'licences', 'employment_type', 'active'],
  ranges: ['licence_expiry', 'hourly_cost', 'training_expires'],
  sort: ['employee_no', 'name', 'home_station_id', 'licences', 'licence_expiry', 'employment_type', 'hourly_cost', 'active', 'updated_at'],
  defaultSort: ['name', 'ASC'],
  computed: {
    // What's up's training alert links here with training_expires_lte (docs/modules/home.md).
    // Values checked as a date column's (PostgreSQL has no year 0 …).
    training_expires: {
      sql: trainingExpiresSql(sql.raw('"technicians"."id"')),
      filter: filterValueForColumn(technicians.licence_expiry, 'technicians', 'training_expires'),
    },
    authorisations: {
      sql: sql.raw(`coalesce((select json_agg(json_build_object('aircraft_type_id', a.aircraft_type_id, 'category', a.category, 'valid_until', a.valid_until)
        order by a.aircraft_type_id, a.category) from technician_authorisations a where a.technician_id = "technicians"."id"), '[]'::json)`),
    },
  },
  nested: {
    // The form edits the whole list; the list replaces what was stored.
    authorisations: {
      async replace(tx, id, items) {
        await tx.delete(authorisations).where(eq(authorisations.technician_id, id));
        const list = items as Authorisation[];
        if (list.length) {
          await tx.insert(authorisations).values(
            list.map((a) => ({
              technician_id: id,
              aircraft_type_id: a.aircraft_type_id,
              category: a.category,
              valid_until: a.valid_until ?? null,
            })),
          );
        }
      },
    },
  },
  sameRegionReferences: { home_station_id: stations },
});
