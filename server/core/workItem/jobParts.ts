import type { Database } from '../../db/client';
import type { FittedPart } from '../scheduled/rts/certificatePdf';
import type { JobLink } from './jobFacts';
import { jobParts } from './jobParts';

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
