import type { RequestPriority } from './enums';

/**
 * The number said on the phone: priority, airport, UTC date and the day's sequence at that airport,
 * AOG-AMS-261125-03. `requestNoPrefix` is what the server counts existing numbers with.
 */
export function requestNoPrefix(priority: RequestPriority, iata: string, requestedAt: Date): string {
  const iso = requestedAt.toISOString();
  const yyMMdd = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
  return `${priority.toUpperCase()}-${iata.toUpperCase()}-${yyMMdd}-`;
}

export function formatRequestNo(priority: RequestPriority, iata: string, requestedAt: Date, sequence: number): string {
  return `${requestNoPrefix(priority, iata, requestedAt)}${String(sequence).padStart(2, '0')}`;
}

/** The next sequence after the numbers already taken with this prefix (01 for the first). */
export function nextSequence(prefix: string, taken: readonly string[]): number {
  const used = taken.filter((no) => no.startsWith(prefix)).map((no) => Number(no.slice(prefix.length)) || 0);
  return (used.length ? Math.max(...used) : 0) + 1;
}
