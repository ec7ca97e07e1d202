import type { FastifyRequest } from 'fastify';
import type { ReceiptFields } from '../../../model/modules/parts/movementSchemas';
import { checkReceipt } from '../../../model/modules/parts/receiptRules';
import { defaultExpiry } from '../../../model/modules/parts/stockDerivation';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { stockCertificates } from '../../db/schema';
import { extensionOf, storeMediaFile, storedFolders } from '../../media/mediaFiles';
import { recordMovement } from '../stock';
import { refuseUnlessPassed, withStockRefusals } from './refusals';
import { certificateType, lotColumns, lotOf, materialFacts, memberStation, stationToday } from './stockFacts';

/** A release certificate's file as uploaded, its type read from its bytes (receiptForm.ts). */
export interface CertificateFile {
  name: string;
  type: string;
  content: Buffer;
}

/** What else a receipt belongs to: the part request it fulfils (parts-flow). */
export interface ReceiptLinks {
  part_request_id?: number;
}

/** Keeps the certificate file (stored_files); the movement and the lot point at its record. */
async function storeCertificate(tx: Database, session: Session, file: CertificateFile): Promise<number> {
  const file_path = await storeMediaFile(tx, {
    folder: storedFolders.partCertificates,
    extension: extensionOf(file.type),
    content: file.content,
    createdBy: session.user.id,
  });
  const [row] = await tx
    .insert(stockCertificates)
    .values({ file_name: file.name, file_path, uploaded_by: session.user.id })
    .returning({ id: stockCertificates.id });
  return row.id;
}

/**
 * Stock received at a station (POST /stock_movements/receipt, and a part request's receipt): the
 * station in the caller's regions, every receipt rule (certificate type and number, serial or batch,
 * one unit per serial, shelf life — model/modules/parts/receiptRules.ts), then the certificate file
 * and the receipt movement, which raises the lot (with its certificate and expiry) and the level.
 * A batch with a shelf life and no expiry date expires shelf_life_months after it arrived. Audited;
 * all in the caller's transaction. Answers the movement's id and the station's new quantity.
 */
export async function receiveStock(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  body: ReceiptFields,
  file: CertificateFile | null,
  links: ReceiptLinks = {},
  now = new Date(),
): Promise<{ id: number; quantity: number }> {
  const station = await memberStation(tx, session, body.station_id);
  const material = await materialFacts(tx, body.material_id);
  const type = await certificateType(tx, body.part_cert_id);
  const movedAt = body.moved_at ? new Date(body.moved_at) : now;
  const expiresOn = body.expires_on ?? (material.shelf_life_months ? defaultExpiry(movedAt, material.shelf_life_months) : null);
  const lot = body.lot ?? null;
  refuseUnlessPassed(
    request,
    checkReceipt({
      material,
      certificateType: type,
      cert_no: body.cert_no ?? null,
      lot,
      quantity: body.quantity,
      expires_on: expiresOn,
      today: stationToday(station, now),
    }),
    'expires_on',
  );
  const certificateId = file ? await storeCertificate(tx, session, file) : null;
  const movement = await withStockRefusals(request, material.part_number, () =>
    recordMovement(tx, {
      region_id: station.region_id,
      station_id: station.id,
      material_id: material.id,
      kind: 'receipt',
      quantity: body.quantity,
      moved_at: movedAt,
      lot: lotOf(material, lot),
      ...lotColumns(material, lotOf(material, lot)),
      // A bulk part whose certificate names a serial keeps it on the movement (its stock stays one lot).
      ...(material.tracking === 'none' && type?.serial_required ? { serial_no: lot } : {}),
      part_cert_id: type?.id ?? null,
      cert_no: body.cert_no ?? null,
      certificate_id: certificateId,
      expires_on: expiresOn,
      reference: body.reference ?? null,
      part_request_id: links.part_request_id ?? null,
      created_by: session.user.id,
    }),
  );
  await recordAudit(tx, request, {
    action: 'receipt',
    resource: 'stock_movements',
    recordId: movement.id,
    changes: { ...body, expires_on: expiresOn, certificate_id: certificateId, certificate: file?.name ?? null, ...links },
  });
  return movement;
}
