import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  checkCountCancel,
  checkCountConfirm,
  checkCountEdit,
  checkCountSubmit,
  countAdjustments,
} from '../../../model/modules/parts/countRules';
import type { CountCreate, CountLines } from '../../../model/modules/parts/countSchemas';
import { flowRefused } from '../../../model/modules/parts/flowRuleResult';
import type { StockCountStatus } from '../../../model/modules/parts/enums';
import { recordAudit } from '../../audit';
import type { Database } from '../../db/client';
import { materials, stockCountLines, stockCounts, stockLevels, stockLots } from '../../db/schema';
import { recordMovement } from '../stock';
import { countLines, findCount, type CountRow } from './countQueries';
import { assertRules, staleVersion, stationOfCaller } from './flowStock';
import { withStockRefusals } from './refusals';

/** The count of `:id`, locked, at the version the caller read. */
async function lockCount(tx: Database, request: FastifyRequest, id: number, version: number): Promise<CountRow> {
  const current = await findCount(tx, request.requireSession(), id, true);
  if (current.version !== version) throw staleVersion(current);
  return current;
}

const bump = { version: sql`${stockCounts.version} + 1`, updated_at: sql`now()` };

/**
 * POST /stock_counts: the sheet snapshots the books now — every lot of the station in stock, and
 * each material it keeps a minimum of but has none of (so an empty shelf is counted too).
 */
export async function createCount(tx: Database, request: FastifyRequest, body: CountCreate): Promise<number> {
  const session = request.requireSession();
  const station = await stationOfCaller(tx, session, body.station_id, 'station_id');
  const [count] = await tx
    .insert(stockCounts)
    .values({ region_id: station.region_id, station_id: station.id, remarks: body.remarks ?? null, created_by: session.user.id })
    .returning({ id: stockCounts.id });
  const lots = await tx
    .select({ material_id: stockLots.material_id, lot: stockLots.lot, expected_quantity: stockLots.quantity })
    .from(stockLots)
    .where(and(eq(stockLots.station_id, station.id), gt(stockLots.quantity, 0)));
  const empty = await tx
    .select({ material_id: stockLevels.material_id })
    .from(stockLevels)
    .innerJoin(materials, eq(materials.id, stockLevels.material_id))
    .where(
      and(
        eq(stockLevels.station_id, station.id),
        eq(stockLevels.quantity, 0),
        sql`coalesce(${stockLevels.minimum_quantity}, ${materials.minimum_stock}) > 0`,
      ),
    );
  const lines = [...lots, ...empty.map((row) => ({ material_id: row.material_id, lot: '', expected_quantity: 0 }))];
  if (lines.length)
    await tx
      .insert(stockCountLines)
      .values(lines.map((line) => ({ ...line, count_id: count.id })))
      .onConflictDoNothing();
  await recordAudit(tx, request, {
    action: 'create',
    resource: 'stock_counts',
    recordId: count.id,
    changes: { station_id: station.id, lines: lines.length },
  });
  return count.id;
}

/** PUT /stock_counts/:id/lines: counted quantities and reasons, on the sheet's own lines of an open count. */
export async function enterCountLines(tx: Database, request: FastifyRequest, id: number, body: CountLines): Promise<void> {
  const current = await lockCount(tx, request, id, body.version);
  const sheet = await countLines(tx, id);
  const onSheet = new Set(sheet.map((line) => `${line.material_id}\u0000${line.lot}`));
  const unknown = body.lines.filter((line) => !onSheet.has(`${line.material_id}\u0000${line.lot}`));
  assertRules(request, 'count', 'lines', [
    ...checkCountEdit(current.status),
    ...unknown.map((line) => flowRefused('count', 'unknown_line', { lot: line.lot || '—' })),
  ]);
  for (const line of body.lines) {
    await tx
      .update(stockCountLines)
      .set({ counted_quantity: line.counted_quantity, reason: line.reason ?? null })
      .where(and(eq(stockCountLines.count_id, id), eq(stockCountLines.material_id, line.material_id), eq(stockCountLines.lot, line.lot)));
  }
  await tx.update(stockCounts).set(bump).where(eq(stockCounts.id, id));
  await recordAudit(tx, request, { action: 'count_lines', resource: 'stock_counts', recordId: id, changes: { lines: body.lines } });
}

async function setStatus(
  tx: Database,
  request: FastifyRequest,
  current: CountRow,
  to: StockCountStatus,
  columns: Partial<typeof stockCounts.$inferInsert> = {},
) {
  await tx
    .update(stockCounts)
    .set({ status: to, ...columns, ...bump })
    .where(eq(stockCounts.id, current.id));
  await recordAudit(tx, request, {
    action: `status_${to}`,
    resource: 'stock_counts',
    recordId: current.id,
    changes: { status: { from: current.status, to } },
  });
}

/** POST /stock_counts/:id/submit: every line counted, a reason for each difference. */
export async function submitCount(tx: Database, request: FastifyRequest, id: number, version: number, now: Date): Promise<void> {
  const current = await lockCount(tx, request, id, version);
  assertRules(request, 'count', 'status', checkCountSubmit(current.status, await countLines(tx, id)));
  await setStatus(tx, request, current, 'submitted', { submitted_by: request.requireSession().user.id, submitted_at: now });
}

/**
 * POST /stock_counts/:id/confirm: each difference (counted − expected) becomes an adjustment movement
 * with the count's id and the line's reason, all in this transaction — a shortfall the stock can no
 * longer give (it moved since the sheet was made) refuses the whole confirmation. Lots are adjusted
 * in the sheet's order, so two confirmations never lock them in opposite orders.
 */
export async function confirmCount(tx: Database, request: FastifyRequest, id: number, version: number, now: Date): Promise<void> {
  const session = request.requireSession();
  const current = await lockCount(tx, request, id, version);
  const lines = await countLines(tx, id);
  assertRules(request, 'count', 'status', checkCountConfirm(current.status, lines));
  const byLine = new Map(lines.map((line) => [`${line.material_id}\u0000${line.lot}`, line]));
  for (const adjustment of countAdjustments(lines)) {
    const line = byLine.get(`${adjustment.material_id}\u0000${adjustment.lot}`)!;
    await withStockRefusals(request, line.part_number, () =>
      recordMovement(tx, {
        region_id: current.region_id,
        station_id: current.station_id,
        material_id: adjustment.material_id,
        kind: 'adjustment',
        quantity: adjustment.quantity,
        moved_at: now,
        lot: adjustment.lot,
        serialised: line.tracking === 'serial',
        reason: adjustment.reason,
        stock_count_id: id,
        created_by: session.user.id,
      }),
    );
  }
  await setStatus(tx, request, current, 'confirmed', { confirmed_by: session.user.id, confirmed_at: now });
}

/** POST /stock_counts/:id/cancel: a count not yet confirmed. */
export async function cancelCount(tx: Database, request: FastifyRequest, id: number, version: number): Promise<void> {
  const current = await lockCount(tx, request, id, version);
  assertRules(request, 'count', 'status', checkCountCancel(current.status));
  await setStatus(tx, request, current, 'cancelled');
}
