import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { materials, measures, partCert, stockMovements } from '../../db/schema';

/**
 * Shared kernel (server/core/workItem/): the parts issued to a job — a Scheduled activity or an
 * On-Call request, the two kinds of job — as its parts list and its RTS certificate read them.
 * Direction: it came out of server/modules/parts/ (jobParts.ts, jobFacts.ts, fittedParts.ts) so that
 * Scheduled's and On-Call's certificates list the parts fitted without importing Parts, which depends
 * on them; it imports no server module.
 */

/** The job a movement is for: a Scheduled activity or an On-Call request, at most one. */
export interface JobLink {
  activity_id?: number | null;
  on_call_request_id?: number | null;
}

/** The movements of a job: those naming its activity or its on-call request. */
export function jobCondition(link: JobLink) {
  return link.activity_id
    ? eq(stockMovements.activity_id, link.activity_id)
    : eq(stockMovements.on_call_request_id, link.on_call_request_id ?? 0);
}

/**
 * The parts used on a job (GET …/parts, the RTS certificates): its issues, returns and their
 * reversals netted per material and lot, with the certificate the lot was issued with; lots given
 * back whole are left out. The rows are model/modules/parts JobPart (inferred here: this layer imports no module).
 */
export async function jobParts(db: Database, link: JobLink) {
  const issued = sql`${stockMovements.kind} = 'issue'`;
  const rows = await db
    .select({
      material_id: stockMovements.material_id,
      part_number: materials.part_number,
      description: materials.description,
      measure_code: measures.code,
      lot: stockMovements.lot,
      quantity: sql<number>`(-sum(${stockMovements.quantity}))::float8`,
      part_cert_code: sql<string | null>`max(${partCert.code}) filter (where ${issued})`,
      cert_no: sql<string | null>`max(${stockMovements.cert_no}) filter (where ${issued})`,
      certificate_id: sql<number | null>`max(${stockMovements.certificate_id}) filter (where ${issued})`,
      issue_ids: sql<number[]>`coalesce(array_agg(${stockMovements.id} order by ${stockMovements.id}) filter (where ${issued}
        and not exists (select 1 from stock_movements r where r.reverses_id = ${stockMovements.id})), '{}')`,
    })
    .from(stockMovements)
    .innerJoin(materials, eq(materials.id, stockMovements.material_id))
    .innerJoin(measures, eq(measures.id, materials.measure_id))
    .leftJoin(partCert, eq(partCert.id, stockMovements.part_cert_id))
    .where(and(jobCondition(link), inArray(stockMovements.kind, ['issue', 'return', 'reversal'])))
    .groupBy(stockMovements.material_id, materials.part_number, materials.description, measures.code, stockMovements.lot)
    .having(sql`sum(${stockMovements.quantity}) < 0`)
    .orderBy(materials.part_number, stockMovements.lot);
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), issue_ids: row.issue_ids.map(Number) }));
}

/** A part fitted as the certificate lists it. */
export interface FittedPart {
  partNumber: string;
  description: string;
  /** The serial or batch ('' for bulk stock). */
  lot: string;
  quantity: number;
  unit: string;
  /** Certificate type and number, e.g. "EASA-F1 F1-2026-0001" (empty: none recorded). */
  certificate: string;
}

/** The parts fitted on a job as its RTS certificate lists them: part number, serial or batch, quantity, certificate type and number. */
export async function fittedParts(db: Database, link: JobLink): Promise<FittedPart[]> {
  return (await jobParts(db, link)).map((part) => ({
    partNumber: part.part_number,
    description: part.description,
    lot: part.lot,
    quantity: part.quantity,
    unit: part.measure_code,
    certificate: [part.part_cert_code, part.cert_no].filter(Boolean).join(' '),
  }));
}
