import { afterAll, beforeAll, expect, it } from 'vitest';
import { roleIds } from '../../../../model/roles';
import { bearer, demoEmails, insertUser } from '../../helper';
import { barrier, heard, startLiveApp, type LiveTestApp } from '../../live/liveFixtures';
import { loadOnCallContext, onCallApi, takeCall } from './onCallApi';

/** The board, list and request page refetch on the `on_call` topic: a status step announces the request to its region only. */
let t: LiveTestApp;
beforeAll(async () => {
  t = await startLiveApp();
});
afterAll(() => t?.close());

it('a status change through the API is heard by the region as on_call {request_ids}, not by another region', async () => {
  const c = await loadOnCallContext(t);
  await insertUser(t, { email: 'live-oncall-nam@tarmac.test', role_id: roleIds.supervisor, regions: ['NAM'] });
  const deskToken = await t.tokenFor(demoEmails.supervisor);
  const desk = onCallApi(t, bearer(deskToken));
  const call = await takeCall(desk, c);
  const [west, nam] = [await t.stream(deskToken), await t.stream(await t.tokenFor('live-oncall-nam@tarmac.test'))];
  const res = await desk.step(call.id, { version: call.version, to: 'cancelled', cancel_reason: 'Fixed by the flight crew' });
  expect(res.statusCode, res.body).toBe(200);
  const event = await west.nextEvent((e) => e.topic === 'on_call' && (e.data.request_ids as number[] | null)?.includes(call.id) === true);
  expect(event).toMatchObject({ region_id: c.regionId, data: { request_ids: [call.id] } });
  await barrier(t.database.db, west, nam);
  expect(heard(nam).filter((e) => e.topic === 'on_call')).toEqual([]);
  west.close();
  nam.close();
});
