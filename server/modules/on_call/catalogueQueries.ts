import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern } from '../../crud/filters';
import { expenses, materials, rts } from '../../db/schema';
import type { RequestRow } from './requestQueries';

/**
 * GET /on_call_requests/:id/catalogue: what the request page picks from — active expense types,
 * the first 25 active materials matching `q` (part number or description), and the RTS templates
 * of the request's customer or of everyone. A dispatched technician has no Settings tab, so the
 * page cannot read those lists there.
 */
export async function requestCatalogue(db: Database, request: RequestRow, q: string | undefined) {
  const text = q?.trim();
  const pattern = text ? likePattern(text) : null;
  return {
    expenses: await db
      .select({
        id: expenses.id,
        code: expenses.code,
        name: expenses.name,
        unit: expenses.unit,
        default_rate: expenses.default_rate,
        currency: expenses.currency,
        receipt_required: expenses.receipt_required,
      })
      .from(expenses)
      .where(eq(expenses.active, true))
      .orderBy(asc(expenses.name)),
    materials: await db
      .select({ id: materials.id, part_number: materials.part_number, description: materials.description })
      .from(materials)
      .where(
        and(
          eq(materials.active, true),
          pattern ? or(ilike(materials.part_number, pattern), ilike(materials.description, pattern)) : undefined,
        ),
      )
      .orderBy(asc(materials.part_number))
      .limit(25),
    rts: await db
      .select({ id: rts.id, name: rts.name, text: rts.text })
      .from(rts)
      .where(and(eq(rts.active, true), or(isNull(rts.customer_id), eq(rts.customer_id, request.customer_id))))
      .orderBy(asc(rts.name)),
  };
}
