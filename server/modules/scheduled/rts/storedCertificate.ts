import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { activities, activityRts } from '../../../db/schema';
import { notFound } from '../../../errors';
import { readCheckedFile, sha256Hex, storeMediaFile, storedFolders } from '../../../media/mediaFiles';

/**
 * Keeps a rendered release certificate (Scheduled's or On-Call's) in stored_files, in the signing
 * transaction, and answers what its record keeps: the file's path and the SHA-256 of the signed bytes.
 */
export async function keepReleasePdf(tx: Database, pdf: Buffer, signedBy: number): Promise<{ pdf_path: string; pdf_sha256: string }> {
  const pdf_path = await storeMediaFile(tx, { folder: storedFolders.releases, extension: 'pdf', content: pdf, createdBy: signedBy });
  return { pdf_path, pdf_sha256: sha256Hex(pdf) };
}

/**
 * A release certificate as stored, checked against the SHA-256 its record kept when it was signed:
 * bytes changed since then are refused (409) rather than served as the signed record.
 */
export async function releasePdf(db: Database, request: FastifyRequest, record: { pdf_path: string; pdf_sha256: string }): Promise<Buffer> {
  const file = await readCheckedFile(db, request, record.pdf_path, {
    damagedKey: 'scheduled.rts.tampered',
    expectedSha256: record.pdf_sha256,
  });
  return file.bytes;
}

/** The signed certificate of an activity, checked (releasePdf), with the work order it is named after. */
export async function storedCertificate(
  db: Database,
  request: FastifyRequest,
  activityId: number,
): Promise<{ pdf: Buffer; sha256: string; workOrder: string }> {
  const [row] = await db
    .select({ pdf_path: activityRts.pdf_path, pdf_sha256: activityRts.pdf_sha256, workOrder: activities.work_order })
    .from(activityRts)
    .innerJoin(activities, eq(activities.id, activityRts.activity_id))
    .where(eq(activityRts.activity_id, activityId));
  if (!row) throw notFound();
  return { pdf: await releasePdf(db, request, row), sha256: row.pdf_sha256, workOrder: row.workOrder };
}
