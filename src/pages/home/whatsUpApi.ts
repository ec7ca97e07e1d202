import type { MemoReceipt, WhatsUp } from '../../../model/modules/home/whatsUp';
import { httpClient } from '../../providers/httpClient';

/** react-query key of a day's summary: per region, since the same date means another day elsewhere. */
export const whatsUpKey = (regionId: number | null | undefined, date: string | null) =>
  ['whats_up', regionId ?? 'none', date ?? 'today'] as const;

/** GET /api/whats_up; no date: today on the active region's clock. */
export async function fetchWhatsUp(date: string | null): Promise<WhatsUp> {
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  return (await httpClient<WhatsUp>(`/api/whats_up${query}`)).json;
}

/** Marks a memo read, or acknowledges it (which also counts as reading it). */
export async function receiveMemo(id: number, action: 'read' | 'acknowledge'): Promise<MemoReceipt> {
  return (await httpClient<MemoReceipt>(`/api/memos/${encodeURIComponent(String(id))}/${action}`, { method: 'POST' })).json;
}
