import { eq } from 'drizzle-orm';
import { isMemberOf, type Session } from '../auth/session';
import { ApiError, notFound } from '../errors';
import type { Queryable, ResourceDefinition } from './definition';
import type { ResourceFields } from './fields';

/**
 * The 404 of GET /<r>/:id when the caller cannot see the record in their active region.
 * A member of the record's region is told which region holds it (`region_id`), so the browser
 * can offer to switch; anyone else gets the body of an id that does not exist, which confirms
 * nothing about records of regions they do not belong to.
 */
export async function recordNotFound(
  db: Queryable,
  definition: ResourceDefinition,
  fields: ResourceFields,
  session: Session,
  id: number,
): Promise<ApiError> {
  const regionColumn = fields.columns.region_id;
  if (definition.access.scope === 'global' || !regionColumn) return notFound();
  const [row] = await db.select({ region_id: regionColumn }).from(definition.table).where(eq(definition.table.id, id)).limit(1);
  const regionId = row?.region_id;
  if (typeof regionId !== 'number' || !isMemberOf(session, regionId)) return notFound();
  return new ApiError(404, 'errors.not_in_active_region', {}, undefined, { region_id: regionId });
}
