import type { PartRequestStatus } from './enums';

export interface PartRequestDeadlineFacts {
  status: PartRequestStatus;
  needed_by: Date | string | null;
  expected_at: Date | string | null;
}

/** When the part must be there: the date it is needed by, else the date the supplier promised. */
export function partRequestDeadline(request: PartRequestDeadlineFacts): Date | null {
  const deadline = request.needed_by ?? request.expected_at;
  return deadline === null ? null : new Date(deadline);
}

/**
 * Late (docs/modules/parts.md): the deadline has passed and the part is not received. A cancelled request is
 * never late; one without any date never either. The server's list filter says the same in SQL
 * (partRequestList.ts).
 */
export function isPartRequestLate(request: PartRequestDeadlineFacts, now: Date): boolean {
  if (request.status === 'received' || request.status === 'cancelled') return false;
  const deadline = partRequestDeadline(request);
  return deadline !== null && deadline.getTime() < now.getTime();
}
