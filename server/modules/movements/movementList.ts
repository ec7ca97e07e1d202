import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { defineResource } from '../../crud/definition';
import { flightMovements } from '../../db/schema';

const ofMessage = (expression: string) =>
  sql.raw(`(select ${expression} from flight_messages fm where fm.id = "flight_movements"."message_id")`);

/**
 * GET /flight_movements (docs/modules/movements.md): everything received in the active region, newest
 * first, through the CRUD engine's list — with its message as received, who sent it and the job it
 * moved. Rows are written by the feed only (receive.ts); a planner only marks one resolved.
 */
export const movementListDefinition = defineResource({
  name: 'flight_movements',
  table: flightMovements,
  schemas: resourceSchemas(z.object({})),
  access: { read: ['scheduled_tab'], write: ['scheduled_write'], scope: 'region' },
  search: ['flight_no', 'registration', 'station', 'work_order'],
  filters: ['outcome', 'station_id', 'activity_id', 'message_id', 'resolved_at', 'message_format'],
  ranges: ['created_at', 'flight_date'],
  sort: ['created_at', 'flight_no', 'station', 'flight_date', 'outcome', 'order_at'],
  defaultSort: ['created_at', 'DESC'],
  hidden: ['region_id'],
  computed: {
    message_format: { sql: ofMessage('fm.format'), filter: z.enum(['mvt', 'json']) },
    message_body: { sql: ofMessage('fm.body') },
    message_errors: { sql: ofMessage('fm.errors') },
    sender_name: {
      sql: ofMessage(
        'coalesce((select k.name from api_keys k where k.id = fm.api_key_id), (select u.name from users u where u.id = fm.user_id))',
      ),
    },
    work_order: { sql: sql.raw(`(select a.work_order from activities a where a.id = "flight_movements"."activity_id")`) },
    time_zone: {
      sql: sql.raw(
        `coalesce((select ap.time_zone from stations st join airport ap on ap.id = st.airport_id where st.id = "flight_movements"."station_id"), 'UTC')`,
      ),
    },
  },
});
