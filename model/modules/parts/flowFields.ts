import { z } from 'zod';
import { decimals, emptyToNull } from '../../resources/fieldRules';
import { instant } from '../../core/fieldSchemas';

/** Fields the Parts flow bodies share (transfers, part requests, counts). */

/** A stock quantity: numeric(14,3) holds thousandths up to a billion. */
export const stockQuantity = decimals(3).positive().max(1_000_000_000);
/** The lot: a serial or batch number, '' for bulk stock. */
export const lotField = z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string().trim().max(80));
/** An optional instant (empty: none); answers a Date. */
export const optionalInstant = z.preprocess(emptyToNull, instant.nullable()).optional();
/** A query-string id (`?station_id=3`). */
export const queryId = z.coerce.number().int().positive().max(2_147_483_647);
