import { sql, type SQL } from 'drizzle-orm';

/** Ids as PostgreSQL's array text (`{1,2,3}`): the value of an `int[]` parameter, inline or of a prepared statement. */
export const idArrayText = (ids: readonly number[]): string => `{${ids.map(Number).join(',')}}`;

/**
 * Ids as one `int[]` parameter, for `= any(…)`: drizzle would spread a JS array into one parameter
 * each, and a statement of a whole batch's ids would then differ in shape with every batch size.
 */
export const idArray = (ids: readonly number[]): SQL => sql`${sql.param(idArrayText(ids))}::int[]`;
