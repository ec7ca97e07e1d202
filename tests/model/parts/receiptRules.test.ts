import { describe, expect, it } from 'vitest';
import { checkReceipt, type ReceiptFacts } from '../../../model/modules/parts/receiptRules';
import { failedRules } from '../../../model/modules/parts/ruleResult';

const form1 = { id: 1, code: 'EASA-F1', serial_required: false };
const faa8130 = { id: 2, code: 'FAA-8130-3', serial_required: true };
const part = { category: 'part' as const, tracking: 'none' as const, accepted_cert_ids: [1, 2] };
const facts = (over: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  material: part,
  certificateType: form1,
  cert_no: 'F1-0001',
  lot: null,
  quantity: 2,
  expires_on: null,
  today: '2026-11-26',
  ...over,
});
const reasons = (f: ReceiptFacts) =>
  checkReceipt(f)
    .filter((r) => !r.ok)
    .map((r) => r.reason);

describe('receipt rules', () => {
  it('EASA Part-145 145.A.42 / FAA 14 CFR 43: a serviceable part needs a release certificate of an accepted type, with its number', () => {
    expect(failedRules(checkReceipt(facts()))).toEqual([]);
    expect(reasons(facts({ certificateType: null, cert_no: null }))).toEqual([
      'parts.rules.certificate.type_required',
      'parts.rules.certificate.number_required',
    ]);
    const refused = checkReceipt(facts({ material: { ...part, accepted_cert_ids: [2] } })).find((r) => !r.ok);
    expect(refused).toMatchObject({ reason: 'parts.rules.certificate.type_not_accepted', params: { type: 'EASA-F1' } });
  });

  it('EASA Part-145 145.A.42: a certificate type that names a serial needs the serial; a consumable needs no certificate', () => {
    expect(reasons(facts({ certificateType: faa8130 }))).toEqual(['parts.rules.serial.required']);
    expect(reasons(facts({ certificateType: faa8130, lot: 'SN-1' }))).toEqual([]);
    expect(
      reasons(
        facts({ material: { category: 'consumable', tracking: 'none', accepted_cert_ids: [] }, certificateType: null, cert_no: null }),
      ),
    ).toEqual([]);
  });

  it('a serialised part is received one serial at a time; a batch-tracked one with its batch', () => {
    const serialised = { ...part, tracking: 'serial' as const };
    expect(reasons(facts({ material: serialised, quantity: 2 }))).toEqual([
      'parts.rules.serial.required',
      'parts.rules.serial_quantity.not_one',
    ]);
    expect(reasons(facts({ material: serialised, quantity: 1, lot: 'SN-9' }))).toEqual([]);
    expect(reasons(facts({ material: { ...part, tracking: 'batch' } }))).toEqual(['parts.rules.batch.required']);
  });

  it('an expired batch is refused; the expiry day itself is still receivable', () => {
    expect(reasons(facts({ expires_on: '2026-11-26' }))).toEqual([]);
    expect(checkReceipt(facts({ expires_on: '2026-11-25' })).find((r) => !r.ok)).toMatchObject({
      reason: 'parts.rules.shelf_life.expired',
      params: { expires_on: '2026-11-25' },
    });
  });

  it('names every failed rule at once', () => {
    const all = facts({
      material: { ...part, tracking: 'serial', accepted_cert_ids: [] },
      cert_no: null,
      quantity: 3,
      expires_on: '2020-01-01',
    });
    expect(failedRules(checkReceipt(all))).toEqual(['certificate', 'certificate', 'serial', 'serial_quantity', 'shelf_life']);
  });
});
