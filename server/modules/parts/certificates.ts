import { and, eq, exists, inArray } from 'drizzle-orm';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { stockCertificates, stockMovements } from '../../db/schema';

/**
 * A release certificate's file (GET /stock_certificates/:id): any signed-in user whose regions hold
 * a movement with it (a part moved to another region keeps its certificate readable there). Null:
 * no such file, or none the caller may read — both a 404.
 */
export async function certificateFile(db: Database, session: Session, id: number) {
  const regions = session.regions.map((r) => r.region_id);
  if (!regions.length) return null;
  const [row] = await db
    .select({ file_name: stockCertificates.file_name, file_path: stockCertificates.file_path })
    .from(stockCertificates)
    .where(
      and(
        eq(stockCertificates.id, id),
        exists(
          db
            .select({ id: stockMovements.id })
            .from(stockMovements)
            .where(and(eq(stockMovements.certificate_id, stockCertificates.id), inArray(stockMovements.region_id, regions))),
        ),
      ),
    );
  return row ?? null;
}
