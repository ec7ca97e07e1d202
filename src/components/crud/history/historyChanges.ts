/** One row of GET /api/<resource>/:id/history (server/crud/history.ts). */
export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete' | string;
  user_id: number | null;
  user_name: string | null;
  /** A system's change (docs/security.md, "API keys"): user_name is the key's name. */
  api_key_id?: number | null;
  created_at: string;
  changes: Record<string, unknown> | null;
}

export interface FieldChange {
  field: string;
  from?: unknown;
  to: unknown;
}

const isFromTo = (value: unknown): value is { from: unknown; to: unknown } =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'from' in value && 'to' in value;

/** Never worth a line in the panel. */
const bookkeeping = new Set(['id', 'version', 'created_at', 'updated_at']);

/**
 * What an audit row changed, field by field: an update stores {field: {from, to}}, a create the
 * values written, a delete the record as it was (shown as its values).
 */
export function historyChanges(entry: HistoryEntry): FieldChange[] {
  if (!entry.changes) return [];
  return Object.entries(entry.changes)
    .filter(([field]) => !bookkeeping.has(field))
    .map(([field, value]) => (isFromTo(value) ? { field, from: value.from, to: value.to } : { field, to: value }));
}

export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(historyValue).join(', ');
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The flight movement message that re-timed an activity (its 'times' audit row names it,
 * docs/modules/movements.md), else null.
 */
export function historyFlightMessage(entry: HistoryEntry): number | null {
  const id = entry.changes?.flight_message_id;
  return typeof id === 'number' ? id : null;
}
