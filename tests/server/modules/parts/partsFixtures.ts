import { and, eq, ne } from 'drizzle-orm';
import { roleIds } from '../../../../model/roles';
import { activities, materials, measures, partCert, stations, stockLots, stockMovements } from '../../../../server/db/schema';
import { bearer, demoEmails, insertUser, multipart, queryJson, type TestApp } from '../../helper';

/** A PDF as the certificate upload trusts it (its magic bytes), and bytes that are no certificate. */
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const notACertificate = Buffer.from('MZ this is an executable, not a certificate');

let counter = 0;

/** Requests to the Parts stock endpoints as one caller. */
export function partsApi(t: TestApp, headers: Record<string, string>) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) => t.send(method, path, headers, payload);
  return {
    headers,
    send,
    receive(fields: Record<string, string | number | null | undefined>, certificate?: Buffer) {
      const parts = Object.entries(fields)
        .filter(([, value]) => value !== undefined && value !== null)
        .map(([name, value]) => ({ name, content: String(value) }));
      if (certificate)
        parts.push({ name: 'certificate', filename: 'form1.pdf', contentType: 'application/pdf', content: certificate } as never);
      const { payload, headers: formHeaders } = multipart(parts);
      return t.app.inject({ method: 'POST', url: '/api/stock_movements/receipt', headers: { ...headers, ...formHeaders }, payload });
    },
    issue: (body: Record<string, unknown>) => send('POST', '/api/stock_movements/issue', body),
    giveBack: (body: Record<string, unknown>) => send('POST', '/api/stock_movements/return', body),
    scrap: (body: Record<string, unknown>) => send('POST', '/api/stock_movements/scrap', body),
    adjust: (body: Record<string, unknown>) => send('POST', '/api/stock_movements/adjustment', body),
    reverse: (id: number, reason = 'entered twice') => send('POST', `/api/stock_movements/${id}/reverse`, { reason }),
    stock: (filter: Record<string, unknown> = {}, sort = ['part_number', 'ASC']) =>
      send('GET', `/api/stock?filter=${queryJson(filter)}&sort=${queryJson(sort)}&range=${queryJson([0, 499])}`),
    movements: (filter: Record<string, unknown> = {}) =>
      send('GET', `/api/stock_movements?filter=${queryJson(filter)}&range=${queryJson([0, 499])}`),
  };
}
export type PartsApi = ReturnType<typeof partsApi>;

/**
 * The callers and seeded records the Parts tests use: the demo supervisor (EUR-W, CDG), a NAM
 * supervisor who must never see EUR-W stock, the viewer; CDG and JFK; an open CDG activity; the
 * release certificate types.
 */
export async function loadPartsContext(t: TestApp, abroadEmail: string) {
  const db = t.database.db;
  await insertUser(t, { email: abroadEmail, role_id: roleIds.supervisor, regions: ['NAM'] });
  const stationRows = await db.select({ id: stations.id, code: stations.code }).from(stations);
  const station = (code: string) => stationRows.find((s) => s.code === code)!.id;
  const certs = await db.select({ id: partCert.id, code: partCert.code }).from(partCert);
  const cert = (code: string) => certs.find((c) => c.code === code)!.id;
  const [activity] = await db
    .select({ id: activities.id, work_order: activities.work_order })
    .from(activities)
    .where(and(eq(activities.station_id, station('CDG')), ne(activities.status, 'cancelled')))
    .limit(1);
  return {
    supervisor: partsApi(t, bearer(await t.tokenFor(demoEmails.supervisor))),
    admin: partsApi(t, bearer(await t.tokenFor(demoEmails.admin))),
    planner: partsApi(t, bearer(await t.tokenFor(demoEmails.planner))),
    viewer: partsApi(t, bearer(await t.tokenFor(demoEmails.viewer))),
    abroad: partsApi(t, bearer(await t.tokenFor(abroadEmail))),
    cdg: station('CDG'),
    jfk: station('JFK'),
    easaForm1: cert('EASA-F1'),
    faa8130: cert('8130-3'),
    coc: cert('COC'),
    activity,
  };
}

/** A new material of its own for one scenario (materials are global; part numbers unique). */
export async function newMaterial(
  t: TestApp,
  values: Partial<typeof materials.$inferInsert> & Pick<typeof materials.$inferInsert, 'category'>,
): Promise<{ id: number; part_number: string }> {
  const [ea] = await t.database.db.select({ id: measures.id }).from(measures).where(eq(measures.code, 'ea'));
  const [row] = await t.database.db
    .insert(materials)
    .values({
      part_number: `PARTS-TEST-${++counter}`,
      description: `Parts test material ${counter}`,
      measure_id: ea.id,
      unit_cost: 10,
      ...values,
    })
    .returning({ id: materials.id, part_number: materials.part_number });
  return row;
}

/** The ledger's lots of a material next to what its movements add up to (they must agree). */
export async function ledgerOf(t: TestApp, materialId: number) {
  const db = t.database.db;
  const lots = await db
    .select({ station_id: stockLots.station_id, lot: stockLots.lot, quantity: stockLots.quantity })
    .from(stockLots)
    .where(eq(stockLots.material_id, materialId));
  const moves = await db
    .select({
      station_id: stockMovements.station_id,
      material_id: stockMovements.material_id,
      lot: stockMovements.lot,
      quantity: stockMovements.quantity,
    })
    .from(stockMovements)
    .where(eq(stockMovements.material_id, materialId));
  return {
    lots: lots.map((l) => ({ ...l, quantity: Number(l.quantity) })),
    movements: moves.map((m) => ({ ...m, quantity: Number(m.quantity) })),
  };
}
