import { DownloadButton } from '../../../components/DownloadButton';
import { certificateUrl } from '../partsApi';

/** The release certificate's type and number, and its file for those who may read it. */
export function CertificateLink({
  row,
}: {
  row: { part_cert_code: string | null; cert_no: string | null; certificate_id: number | null };
}) {
  const text = row.cert_no ? `${row.part_cert_code ?? ''} ${row.cert_no}`.trim() : '';
  return (
    <>
      {text}
      {row.certificate_id !== null && (
        <DownloadButton
          url={certificateUrl(row.certificate_id)}
          fileName={`certificate-${row.cert_no ?? row.certificate_id}`}
          accept="application/pdf,image/*"
          label="parts.movements.certificate_file"
        />
      )}
    </>
  );
}
