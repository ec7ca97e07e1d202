import { HttpError } from 'react-admin';
import type { StatusView } from '../../../model/modules/status_view/board';
import { httpClient } from '../../providers/httpClient';
import { reportHttpFailure } from '../../providers/httpFailure';

/** react-query key of a board: the URL's date, or 'today' (the server's default) when it names none. */
export const statusViewKey = (date: string | null) => ['status_view', date ?? 'today'] as const;

/**
 * GET /api/status_view. A wall screen refetches all day: a passing server error must not cover
 * the board with a dialog nobody is there to close (the board says it is stale instead), but an
 * ended session still asks to sign in again.
 */
export async function fetchStatusView(date: string | null): Promise<StatusView> {
  const query = date ? `?${new URLSearchParams({ date })}` : '';
  try {
    return (await httpClient<StatusView>(`/api/status_view${query}`, { silent: true })).json;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) reportHttpFailure({ status: 401, contentType: 'application/json', text: '' });
    throw error;
  }
}
