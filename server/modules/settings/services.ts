import { eq, sql } from 'drizzle-orm';
import { servicesSchemas } from '../../../model/resources/services';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { serviceCourses, services } from '../../db/schema';

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
  computed: {
    // The courses whoever does the service must hold (the competence rule, docs/modules/scheduled.md).
    required_course_ids: {
      sql: sql.raw('array(select c.course_id from service_courses c where c.service_id = "services"."id" order by 1)'),
    },
  },
  nested: {
    required_course_ids: {
      async replace(tx, id, items) {
        await tx.delete(serviceCourses).where(eq(serviceCourses.service_id, id));
        const ids = [...new Set(items as number[])];
        if (ids.length) await tx.insert(serviceCourses).values(ids.map((course_id) => ({ service_id: id, course_id })));
      },
    },
  },
});
