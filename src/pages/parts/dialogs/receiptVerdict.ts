import { checkReceipt } from '../../../../model/modules/parts/receiptRules';
import type { CertificateTypeRecord, PartMaterial } from './catalogue';

/** The day as the browser sees it, the `today` the model's shelf-life rule compares with. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** The receipt rules' verdict on what the dialog holds so far (none until a part is chosen). */
export function receiptVerdict(
  material: PartMaterial | null,
  certificateType: CertificateTypeRecord | null,
  values: { cert_no: string; lot: string; quantity: string; expires_on: string },
  today: string,
) {
  if (!material) return [];
  return checkReceipt({
    material: { category: material.category, tracking: material.tracking, accepted_cert_ids: material.accepted_cert_ids ?? [] },
    certificateType,
    cert_no: values.cert_no.trim() || null,
    lot: values.lot.trim() || null,
    quantity: Number(values.quantity) || 0,
    expires_on: values.expires_on || null,
    today,
  });
}
