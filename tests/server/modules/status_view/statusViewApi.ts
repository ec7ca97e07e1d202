import type { StatusView } from '../../../../model/modules/status_view/board';
import { bearer, type TestApp } from '../../helper';

/** GET /api/status_view as one demo account: the raw answer and, when it is a 200, the board. */
export async function boardAs(t: TestApp, email: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/status_view${query}`, headers: bearer(await t.tokenFor(email)) });
  return { res, board: res.statusCode === 200 ? (res.json() as StatusView) : null };
}

/** The card of one activity, wherever its column is. */
export function cardOf(board: StatusView, activityId: number) {
  for (const station of board.stations) {
    const card = station.activities.find((a) => a.id === activityId);
    if (card) return { station: station.code, card };
  }
  return null;
}
