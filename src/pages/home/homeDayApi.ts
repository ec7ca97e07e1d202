import type { MemoReceipt, HomeDay } from '../../../model/modules/home/homeDay';
import { httpClient } from '../../providers/httpClient';

/** react-query key of a day's summary: per region, since the same date means another day elsewhere. */
export const homeDayKey = (regionId: number | null | undefined, date: string | null) =>
  ['home_day', regionId ?? 'none', date ?? 'today'] as const;

/** GET /api/home; no date: today on the active region's clock. */
export async function fetchHomeDay(date: string | null): Promise<HomeDay> {
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  return (await httpClient<HomeDay>(`/api/home${query}`)).json;
}

/** Marks a memo read, or acknowledges it (which also counts as reading it). */
export async function receiveMemo(id: number, action: 'read' | 'acknowledge'): Promise<MemoReceipt> {
  return (await httpClient<MemoReceipt>(`/api/memos/${encodeURIComponent(String(id))}/${action}`, { method: 'POST' })).json;
}
