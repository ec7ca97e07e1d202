import type { ResourceTransfer } from '../resourcesApi';

const rank: Record<ResourceTransfer['status'], number> = { in_transit: 0, planned: 1, arrived: 2, cancelled: 3 };

/** In transit first (what is on the road now), then planned, then the past; soonest departure first within each. */
export const byTransferUrgency = (a: ResourceTransfer, b: ResourceTransfer) =>
  rank[a.status] - rank[b.status] || a.departs_at.localeCompare(b.departs_at);
