import { and, asc, eq, inArray, isNotNull, lt, ne, notInArray } from 'drizzle-orm';
import { activities, materials, onCallRequests, partCert, regions, stations } from '../../schema';
import type { SeedDb } from '../types';
import { seedDemoCertificate } from './demoCertificate';
import { DemoLedger } from './demoLedger';
import { seedConfirmedCount, seedPartRequests, seedTransferInTransit } from './flowDemo';
import { addStockHistory, type DemoJob, type DemoStation } from './stockHistory';

/**
 * The Parts demo, after De-Icing, whose fluid stock it leaves alone (the materials'
 * tracking and accepted certificates are set with the reference data, materialSettings.ts): a month
 * of stock at every station on one shared certificate file; one transfer in transit; one confirmed
 * count; part requests for the open AOG calls. Lots and levels are
 * derived from the movements (DemoLedger), so the books agree.
 */
export async function seedParts(tx: SeedDb, now: Date = new Date()): Promise<void> {
  const certificateId = await seedDemoCertificate(tx);
  const certs = new Map((await tx.select({ id: partCert.id, code: partCert.code }).from(partCert)).map((c) => [c.code, c.id]));
  const stationRows = await tx
    .select({ id: stations.id, code: stations.code, region_id: stations.region_id, region: regions.code })
    .from(stations)
    .innerJoin(regions, eq(regions.id, stations.region_id))
    .where(eq(stations.active, true))
    .orderBy(asc(regions.id), asc(stations.id));
  const demoStations: DemoStation[] = stationRows.map((s) =>
    s.region === 'NAM'
      ? { ...s, cert_id: certs.get('8130-3')!, cert_prefix: '8130' }
      : { ...s, cert_id: certs.get('EASA-F1')!, cert_prefix: 'F1' },
  );
  const demoMaterials = (
    await tx
      .select({
        id: materials.id,
        part_number: materials.part_number,
        category: materials.category,
        tracking: materials.tracking,
        shelf_life_months: materials.shelf_life_months,
        minimum_stock: materials.minimum_stock,
      })
      .from(materials)
      .where(ne(materials.category, 'de_icing_fluid'))
      .orderBy(asc(materials.id))
  ).map((m) => ({ ...m, minimum_stock: Number(m.minimum_stock) }));

  const activityJobs = await tx
    .select({ station_id: activities.station_id, at: activities.sta_at, activity_id: activities.id })
    .from(activities)
    .where(and(isNotNull(activities.sta_at), lt(activities.sta_at, now), ne(activities.status, 'cancelled')))
    .orderBy(asc(activities.id));
  const callJobs = await tx
    .select({ station_id: onCallRequests.station_id, at: onCallRequests.requested_at, on_call_request_id: onCallRequests.id })
    .from(onCallRequests)
    .where(and(isNotNull(onCallRequests.station_id), isNotNull(onCallRequests.registration), ne(onCallRequests.status, 'cancelled')))
    .orderBy(asc(onCallRequests.id));
  const jobs: DemoJob[] = [
    ...activityJobs.map((j) => ({ station_id: j.station_id, at: j.at!, activity_id: j.activity_id })),
    ...callJobs.map((j) => ({
      station_id: j.station_id!,
      at: new Date(j.at.getTime() + 2 * 3_600_000),
      on_call_request_id: j.on_call_request_id,
    })),
  ];

  const ledger = new DemoLedger();
  addStockHistory(ledger, now, demoStations, demoMaterials, jobs, certificateId);
  const bulk = demoMaterials.find((m) => m.tracking === 'none');
  if (bulk && demoStations.length > 1)
    await seedTransferInTransit(
      tx,
      ledger,
      now,
      demoStations.filter((s) => s.region_id === demoStations[0].region_id),
      bulk,
    );
  await seedConfirmedCount(tx, ledger, now, demoStations[0], demoMaterials);
  const calls = await tx
    .select({
      id: onCallRequests.id,
      region_id: onCallRequests.region_id,
      station_id: onCallRequests.station_id,
      requested_at: onCallRequests.requested_at,
      request_no: onCallRequests.request_no,
    })
    .from(onCallRequests)
    .where(
      and(
        eq(onCallRequests.priority, 'aog'),
        notInArray(onCallRequests.status, ['closed', 'cancelled']),
        isNotNull(onCallRequests.station_id),
        inArray(
          onCallRequests.station_id,
          demoStations.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(onCallRequests.id));
  const parts = demoMaterials.filter((m) => m.tracking === 'serial');
  await seedPartRequests(
    tx,
    ledger,
    now,
    calls.map((c) => ({ ...c, station_id: c.station_id! })),
    parts,
    new Map(demoStations.map((s) => [s.id, s])),
    certificateId,
  );
  await ledger.write(tx, new Set(demoMaterials.filter((m) => m.tracking === 'serial').map((m) => m.id)));
}
