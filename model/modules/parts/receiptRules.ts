import type { materialCategories } from '../../resources/enums';
import type { MaterialTracking } from './enums';
import { partsPassed, partsRefused, type RuleResult } from './ruleResult';
import { expiryStatus } from './stockDerivation';

/** What the receipt rules need of the material received. */
export interface ReceivedMaterial {
  category: (typeof materialCategories)[number];
  tracking: MaterialTracking;
  /** The release certificate types (part_cert ids) this part number may arrive with. */
  accepted_cert_ids: readonly number[];
}

/** The certificate type chosen on the receipt (part_cert), when one was. */
export interface CertificateType {
  id: number;
  code: string;
  serial_required: boolean;
}

export interface ReceiptFacts {
  material: ReceivedMaterial;
  certificateType: CertificateType | null;
  cert_no: string | null;
  lot: string | null;
  quantity: number;
  /** The batch's expiry day as received (or defaulted from the shelf life). */
  expires_on: string | null;
  /** The station's ISO day now. */
  today: string;
}

/**
 * A serviceable part ('part' category) is accepted into stock only with a release certificate
 * (EASA Form 1, FAA 8130-3 …) of a type its material accepts, and that certificate's number
 * (EASA Part-145 145.A.42(a), FAA 14 CFR 43.13 / AC 20-62: acceptance of components).
 */
function certificateRules({ material, certificateType, cert_no }: ReceiptFacts): RuleResult[] {
  if (material.category !== 'part') return [];
  const type = !certificateType
    ? partsRefused('certificate', 'type_required')
    : material.accepted_cert_ids.includes(certificateType.id)
      ? partsPassed('certificate')
      : partsRefused('certificate', 'type_not_accepted', { type: certificateType.code });
  const number = cert_no ? partsPassed('certificate') : partsRefused('certificate', 'number_required');
  return [type, number];
}

/** The lot is the identity of a tracked part: a serial (serialised, or the certificate type names one), else a batch. */
export function lotRules(
  material: { tracking: MaterialTracking },
  lot: string | null,
  quantity: number,
  serialRequiredByCertificate = false,
): RuleResult[] {
  const results: RuleResult[] = [];
  if (material.tracking === 'serial' || serialRequiredByCertificate)
    results.push(lot ? partsPassed('serial') : partsRefused('serial', 'required'));
  else if (material.tracking === 'batch') results.push(lot ? partsPassed('batch') : partsRefused('batch', 'required'));
  if (material.tracking === 'serial')
    results.push(quantity === 1 ? partsPassed('serial_quantity') : partsRefused('serial_quantity', 'not_one', { quantity }));
  return results;
}

/** An expired batch is not usable: the expiry day itself still is (expiryStatus 'expiring'), the day after not. */
export function shelfLifeRule(expiresOn: string | null, today: string): RuleResult {
  return expiryStatus(expiresOn, today) === 'expired'
    ? partsRefused('shelf_life', 'expired', { expires_on: expiresOn! })
    : partsPassed('shelf_life');
}

/** Every rule of a receipt into stock, each with its verdict (the server refuses with every failed one). */
export function checkReceipt(facts: ReceiptFacts): RuleResult[] {
  const serialByCertificate = facts.material.category === 'part' && Boolean(facts.certificateType?.serial_required);
  return [
    ...certificateRules(facts),
    ...lotRules(facts.material, facts.lot, facts.quantity, serialByCertificate),
    shelfLifeRule(facts.expires_on, facts.today),
  ];
}
