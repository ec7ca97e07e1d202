import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rts } from '../../../db/schema';
import { invalid } from '../../../errors';

/**
 * The return-to-service template an activity is signed with: the one asked for (active, generic or
 * the activity's customer's), else the customer's own active template, else the first active generic one.
 */
export async function rtsTemplateFor(db: Database, customerId: number, templateId?: number | null) {
  const usable = and(eq(rts.active, true), or(isNull(rts.customer_id), eq(rts.customer_id, customerId)));
  const [row] = await db
    .select({ id: rts.id, text: rts.text, regulation_basis: rts.regulation_basis })
    .from(rts)
    .where(templateId ? and(usable, eq(rts.id, templateId)) : usable)
    .orderBy(sql`${rts.customer_id} is null`, asc(rts.id))
    .limit(1);
  if (templateId && !row) throw invalid({ rts_template_id: 'validation.reference_missing' });
  return row ?? null;
}
