import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { activities, materials, measures, onCallRequests, partCert, stockMovements } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { crewOfUser } from '../on_call/requestQueries';
import { isAssignedTo } from '../scheduled/workQueries';
import { jobCondition, type JobLink } from './jobFacts';
import type { JobPart } from '../../../model/modules/parts/jobPart';

/** A job parts are used on, named by the path: /activities/:id/parts or /on_call_requests/:id/parts. */
export type JobKind = 'activities' | 'on_call_requests';

export const jobLink = (kind: JobKind, id: number): JobLink => (kind === 'activities' ? { activity_id: id } : { on_call_request_id: id });

/**
 * The job of the path, in one of the caller's regions (else a 404), and whether the caller may record
 * parts on it: parts_write anywhere they reach; work_record only on a job they are assigned to (a
 * Scheduled activity's assignment, an On-Call request's crew), else a 403.
 */
export async function jobForParts(db: Database, session: Session, kind: JobKind, id: number, write: boolean): Promise<JobLink> {
  const regions = session.regions.map((r) => r.region_id);
  const table = kind === 'activities' ? activities : onCallRequests;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), inArray(table.region_id, regions)));
  if (!row) throw notFound();
  if (write && !session.permissions.has('parts_write')) {
    const assigned =
      kind === 'activities' ? await isAssignedTo(db, session.user.id, id) : (await crewOfUser(db, id, session.user.id)).length > 0;
    if (!session.permissions.has('work_record') || !assigned) throw forbidden();
  }
  return jobLink(kind, id);
}

/**
 * The parts used on a job (GET …/parts, the RTS certificates): its issues, returns and their
 * reversals netted per material and lot, with the certificate the lot was issued with; lots given
 * back whole are left out.
 */
export async function jobParts(db: Database, link: JobLink): Promise<JobPart[]> {
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

/** The movement of `:movement_id` is an issue of this job (else 404): what DELETE …/parts/:movement_id reverses. */
export async function jobIssue(db: Database, link: JobLink, movementId: number): Promise<number> {
  const [row] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.id, movementId), jobCondition(link), eq(stockMovements.kind, 'issue')));
  if (!row) throw notFound();
  return row.id;
}
