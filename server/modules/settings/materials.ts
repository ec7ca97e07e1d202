import { inArray } from 'drizzle-orm';
import { materialsSchemas } from '../../../model/resources/materials';
import { resourceAccess } from '../../../model/resourceAccess';
import { defineResource, type Queryable } from '../../crud/definition';
import { materials, partCert } from '../../db/schema';
import { invalid } from '../../errors';

/** Every accepted certificate type must exist (an array column has no foreign key to check it). */
async function checkCertificateTypes<T extends Record<string, unknown>>(values: T, tx: Queryable): Promise<T> {
  const ids = values.accepted_cert_ids as number[] | undefined;
  if (!ids?.length) return values;
  const found = await tx.select({ id: partCert.id }).from(partCert).where(inArray(partCert.id, ids));
  if (found.length !== ids.length) throw invalid({ accepted_cert_ids: 'validation.reference_missing' });
  return values;
}

export default defineResource({
  name: 'materials',
  table: materials,
  schemas: materialsSchemas,
  access: resourceAccess.materials,
  search: ['part_number', 'description'],
  filters: ['measure_id', 'category', 'tracking', 'hazardous', 'currency', 'active'],
  ranges: ['unit_cost', 'minimum_stock', 'shelf_life_months'],
  sort: [
    'part_number',
    'description',
    'category',
    'tracking',
    'unit_cost',
    'shelf_life_months',
    'hazardous',
    'minimum_stock',
    'active',
    'updated_at',
  ],
  defaultSort: ['part_number', 'ASC'],
  beforeCreate: (values, { tx }) => checkCertificateTypes(values, tx),
  beforeUpdate: (changes, _current, { tx }) => checkCertificateTypes(changes, tx),
});
