import { and, eq, inArray, sql } from 'drizzle-orm';
import { measures, materials, partCert, stations, stockLots, stockMovements } from '../../../../server/db/schema';
import { recordMovement } from '../../../../server/modules/stock/movements';
import { roleIds } from '../../../../model/roles';
import { bearer, insertUser, multipart, type TestApp } from '../../helper';

/**
 * What the Parts flow API tests share: CDG and AMS (EUR-W) and ARN (EUR-N), the demo accounts'
 * headers (planner: EUR-W + EUR-N; supervisor: EUR-W only; viewer: NAM, read-only; `abroad`: a NAM
 * planner, who may use the Parts tab but none of Europe's stations), materials of
 * their own so each test knows its stock to the unit, and stock put in by a receipt movement.
 */
export async function loadPartsFlowContext(t: TestApp) {
  const db = t.database.db;
  const rows = await db
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id })
    .from(stations)
    .where(inArray(stations.code, ['CDG', 'AMS', 'ARN']));
  const station = Object.fromEntries(rows.map((r) => [r.code, r])) as Record<'CDG' | 'AMS' | 'ARN', (typeof rows)[number]>;
  await insertUser(t, { email: 'parts-abroad@tarmac.test', role_id: roleIds.planner, regions: ['NAM'] });
  const people = ['admin', 'planner', 'supervisor', 'viewer', 'tech', 'parts-abroad'] as const;
  const headers = Object.fromEntries(
    await Promise.all(people.map(async (who) => [who, bearer(await t.tokenFor(`${who}@tarmac.test`)) as Record<string, string>] as const)),
  ) as Record<(typeof people)[number], Record<string, string>>;
  const abroad = headers['parts-abroad'];
  const [each] = await db.select({ id: measures.id }).from(measures).where(eq(measures.code, 'ea'));
  const [certificateType] = await db.select({ id: partCert.id }).from(partCert).where(eq(partCert.code, 'EASA-F1'));
  let counter = 0;

  /** A material of the test's own (a part released on an EASA Form 1, tracked as asked), with a minimum stock. */
  const newMaterial = async (tracking: 'none' | 'batch' | 'serial' = 'none', minimum = 0, unitCost = 10) => {
    const [material] = await db
      .insert(materials)
      .values({
        part_number: `TEST-PF-${process.pid}-${++counter}-${tracking}`,
        description: `Flow test part ${counter}`,
        measure_id: each.id,
        category: 'part',
        tracking,
        minimum_stock: minimum,
        unit_cost: unitCost,
        accepted_cert_ids: [certificateType.id],
      })
      .returning({ id: materials.id, part_number: materials.part_number, description: materials.description });
    return material;
  };

  /** Stock received at a station (a receipt movement, like the receive dialog's). */
  const putStock = async (
    code: keyof typeof station,
    materialId: number,
    quantity: number,
    lot = '',
    extra: { expires_on?: string; cert_no?: string; part_cert_id?: number; serialised?: boolean } = {},
  ) =>
    recordMovement(db, {
      region_id: station[code].region_id,
      station_id: station[code].id,
      material_id: materialId,
      kind: 'receipt',
      quantity,
      moved_at: new Date(Date.now() - 86_400_000),
      lot,
      ...extra,
    });

  const lotOf = async (code: keyof typeof station, materialId: number, lot = '') => {
    const [row] = await db
      .select()
      .from(stockLots)
      .where(and(eq(stockLots.station_id, station[code].id), eq(stockLots.material_id, materialId), eq(stockLots.lot, lot)));
    return row ? { ...row, quantity: Number(row.quantity) } : null;
  };

  /** The ledger of a material: stock per station and in total, from the lots and from the movements. */
  const ledger = async (materialId: number) => {
    const lots = await db
      .select({ station_id: stockLots.station_id, quantity: stockLots.quantity })
      .from(stockLots)
      .where(eq(stockLots.material_id, materialId));
    const [moved] = await db
      .select({ total: sql<number>`coalesce(sum(${stockMovements.quantity}), 0)::float8` })
      .from(stockMovements)
      .where(eq(stockMovements.material_id, materialId));
    const at = (code: keyof typeof station) =>
      lots.filter((l) => l.station_id === station[code].id).reduce((sum, l) => sum + Number(l.quantity), 0);
    return {
      CDG: at('CDG'),
      AMS: at('AMS'),
      ARN: at('ARN'),
      lots: lots.reduce((sum, l) => sum + Number(l.quantity), 0),
      movements: Number(moved.total),
    };
  };

  /** A receipt form (the receive dialog's multipart), sent to `url`, with a PDF release certificate. */
  const receiptForm = (url: string, caller: Record<string, string>, fields: Record<string, string | number>) => {
    const parts = Object.entries(fields).map(([name, value]) => ({ name, content: String(value) }));
    parts.push({
      name: 'certificate',
      filename: 'form1.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n%%EOF\n'),
    } as never);
    const { payload, headers: formHeaders } = multipart(parts);
    return t.app.inject({ method: 'POST', url, headers: { ...caller, ...formHeaders }, payload });
  };

  return { station, headers, abroad, receiptForm, certificateTypeId: certificateType.id, newMaterial, putStock, lotOf, ledger };
}
export type PartsFlowContext = Awaited<ReturnType<typeof loadPartsFlowContext>>;
