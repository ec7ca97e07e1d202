import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { calibrationStatuses } from '../../../model/resources/enums';
import { calibratedToolsSchemas } from '../../../model/resources/calibrated_tools';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource } from '../../crud/definition';
import { dueStatusSql } from '../../db/dueStatusSql';
import { calibratedTools, stations } from '../../db/schema';

/**
 * next_due is a stored generated column (last_calibrated + interval days); the status depends on
 * today, so it is computed per query — the same rule as calibrationStatus() in model/.
 */
const calibrationStatus = sql<string>`case when ${calibratedTools.next_due} is null then 'never_calibrated' else ${dueStatusSql(calibratedTools.next_due)} end`;

export default defineResource({
  name: 'calibrated_tools',
  table: calibratedTools,
  schemas: calibratedToolsSchemas,
  access: resourceAccess.calibrated_tools,
  search: ['tool_no', 'description', 'serial'],
  filters: ['region_id', 'station_id', 'resource_category_id', 'status', 'calibration_provider', 'calibration_status'],
  ranges: ['next_due', 'last_calibrated'],
  sort: ['tool_no', 'description', 'station_id', 'status', 'last_calibrated', 'next_due', 'calibration_interval_days', 'updated_at'],
  defaultSort: ['next_due', 'ASC'],
  computed: {
    calibration_status: { sql: calibrationStatus, filter: z.enum(calibrationStatuses) },
  },
  sameRegionReferences: { station_id: stations },
});
