import { storeMediaFile, storedFolders } from '../../../media/mediaFiles';
import { stockCertificates } from '../../schema';
import type { SeedDb } from '../types';

/**
 * A one-page PDF saying what it is: every demo receipt points at this one file, so opening any
 * certificate in the demo shows a document (and nobody mistakes it for a real release certificate).
 */
function demoPdf(): Buffer {
  const text = 'BT /F1 14 Tf 60 760 Td (Tarmac demo - sample release certificate, not a real EASA Form 1 / FAA 8130-3) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedDemoCertificate(tx: SeedDb): Promise<number> {
  const file_path = await storeMediaFile(tx, {
    folder: storedFolders.partCertificates,
    extension: 'pdf',
    content: demoPdf(),
    createdBy: null,
  });
  const [row] = await tx
    .insert(stockCertificates)
    .values({ file_name: 'demo-release-certificate.pdf', file_path })
    .returning({ id: stockCertificates.id });
  return row.id;
}
