/** Fields that change on every save and say nothing to the user. */
const bookkeeping = new Set(['id', 'version', 'created_at', 'updated_at']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields where the user's values and the other user's saved record differ. */
export function conflictingFields(mine: Record<string, unknown>, theirs: Record<string, unknown>): string[] {
  return Object.keys(mine).filter((field) => !bookkeeping.has(field) && field in theirs && !same(mine[field], theirs[field]));
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
