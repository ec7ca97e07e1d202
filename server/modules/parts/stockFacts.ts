import { and, eq, inArray } from 'drizzle-orm';
import type { MaterialTracking } from '../../../model/modules/parts/enums';
import type { CertificateType } from '../../../model/modules/parts/receiptRules';
import { utcToLocal } from '../../../model/core/localTime';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { airport, materials, partCert, stations, stockLots } from '../../db/schema';
import { invalid } from '../../errors';

/** What a movement needs of its station: its region, and its time zone for "today" (shelf life). */
export interface StationFacts {
  id: number;
  region_id: number;
  code: string;
  time_zone: string;
}

/** A station of one of the caller's regions; any other is a 422 on `station_id`, as if it did not exist. */
export async function memberStation(db: Database, session: Session, stationId: number): Promise<StationFacts> {
  const [row] = await db
    .select({ id: stations.id, region_id: stations.region_id, code: stations.code, time_zone: airport.time_zone })
    .from(stations)
    .innerJoin(airport, eq(airport.id, stations.airport_id))
    .where(
      and(
        eq(stations.id, stationId),
        inArray(
          stations.region_id,
          session.regions.map((r) => r.region_id),
        ),
      ),
    );
  if (!row) throw invalid({ station_id: 'validation.reference_missing' });
  return row;
}

/** The station's calendar day now: a batch expiring today is still usable there today. */
export const stationToday = (station: StationFacts, now: Date) => utcToLocal(now, station.time_zone).date;

export interface MaterialFacts {
  id: number;
  part_number: string;
  category: (typeof materials.$inferSelect)['category'];
  tracking: MaterialTracking;
  shelf_life_months: number | null;
  accepted_cert_ids: number[];
}

/** The material moved (materials are global); an unknown one is a 422 on `material_id`. */
export async function materialFacts(db: Database, materialId: number): Promise<MaterialFacts> {
  const [row] = await db
    .select({
      id: materials.id,
      part_number: materials.part_number,
      category: materials.category,
      tracking: materials.tracking,
      shelf_life_months: materials.shelf_life_months,
      accepted_cert_ids: materials.accepted_cert_ids,
    })
    .from(materials)
    .where(eq(materials.id, materialId));
  if (!row) throw invalid({ material_id: 'validation.reference_missing' });
  return row;
}

/** The lot a movement takes: a bulk material's stock is one lot (''). */
export const lotOf = (material: Pick<MaterialFacts, 'tracking'>, lot: string | null | undefined) =>
  material.tracking === 'none' ? '' : (lot ?? '');

/** The serial or batch columns of a movement of this material's lot (traceability on the row itself). */
export const lotColumns = (material: Pick<MaterialFacts, 'tracking'>, lot: string) => ({
  serial_no: material.tracking === 'serial' ? lot : null,
  batch_no: material.tracking === 'batch' ? lot : null,
  serialised: material.tracking === 'serial',
});

/** The release certificate type chosen on a receipt; an unknown or retired one is a 422 on `part_cert_id`. */
export async function certificateType(db: Database, partCertId: number | null | undefined): Promise<CertificateType | null> {
  if (!partCertId) return null;
  const [row] = await db
    .select({ id: partCert.id, code: partCert.code, serial_required: partCert.serial_required })
    .from(partCert)
    .where(and(eq(partCert.id, partCertId), eq(partCert.active, true)));
  if (!row) throw invalid({ part_cert_id: 'validation.reference_missing' });
  return row;
}

/** A lot as it stands (null: the station never held it), with the certificate and expiry it carries. */
export async function stockLot(db: Database, stationId: number, materialId: number, lot: string) {
  const [row] = await db
    .select({
      quantity: stockLots.quantity,
      expires_on: stockLots.expires_on,
      part_cert_id: stockLots.part_cert_id,
      cert_no: stockLots.cert_no,
      certificate_id: stockLots.certificate_id,
    })
    .from(stockLots)
    .where(and(eq(stockLots.station_id, stationId), eq(stockLots.material_id, materialId), eq(stockLots.lot, lot)));
  return row ? { ...row, quantity: Number(row.quantity) } : null;
}
