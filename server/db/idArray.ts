import { sql, type SQL } from 'drizzle-orm';

/**
 * Ids as one `int[]` parameter, for `= any(…)`: drizzle would spread a JS array into one parameter
 * each, and a statement of a whole batch's ids would then differ in shape with every batch size.
 */
export const idArray = (ids: readonly number[]): SQL => sql`${sql.param(`{${ids.map(Number).join(',')}}`)}::int[]`;
