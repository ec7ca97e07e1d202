import { eq, inArray } from 'drizzle-orm';
import { materials, partCert } from '../../schema';
import type { SeedDb } from '../types';

/**
 * How the catalogue's materials are kept (docs/modules/parts.md): serviceable parts by serial number, released
 * on an FAA 8130-3 or an EASA Form 1; consumables and fluids with a shelf life by batch; the rest in
 * bulk. De-icing fluids stay bulk: their tanks are one stock (the De-Icing seed's).
 */
export async function seedMaterialSettings(tx: SeedDb): Promise<void> {
  const certs = await tx
    .select({ id: partCert.id })
    .from(partCert)
    .where(inArray(partCert.code, ['8130-3', 'EASA-F1']));
  await tx
    .update(materials)
    .set({ tracking: 'serial', accepted_cert_ids: certs.map((c) => c.id) })
    .where(eq(materials.category, 'part'));
  const rows = await tx
    .select({ id: materials.id, category: materials.category, shelf_life_months: materials.shelf_life_months })
    .from(materials);
  const batched = rows.filter((m) => m.category !== 'part' && m.category !== 'de_icing_fluid' && m.shelf_life_months).map((m) => m.id);
  if (batched.length) await tx.update(materials).set({ tracking: 'batch' }).where(inArray(materials.id, batched));
}
