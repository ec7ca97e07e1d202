import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { describeFields } from '../../crud/fields';
import { findVisible } from '../../crud/recordQueries';
import { notFound } from '../../errors';
import onCallRequestsResource from './on_call_requests';
import { jobParts } from '../../core/workItem/jobParts';
import { requestParts } from './requestQueries';

const fields = describeFields(onCallRequestsResource);

/**
 * GET /on_call_requests/:id: the list's row (the CRUD engine's read, region-scoped: another
 * region's request is a 404) with its crew, steps, parts used (stock issues), expenses, RTS and what the caller may do
 * on it — the browser shows the buttons the server would accept.
 */
export async function requestDetail(db: Database, session: Session, id: number) {
  const record = await findVisible(db, onCallRequestsResource, fields, session, id);
  if (!record) throw notFound();
  const { crew, events, expenses, rts } = await requestParts(db, id);
  // The parts used on the job are its issue movements (server/core/workItem/jobParts.ts).
  const parts = await jobParts(db, { on_call_request_id: id });
  const onCrew = crew.some((member) => member.user_id === session.user.id);
  const has = (permission: string) => session.permissions.has(permission);
  return {
    ...record,
    technicians: crew.map(({ user_id: _, ...member }) => member),
    events,
    parts,
    expenses,
    rts,
    permissions: {
      write: has('on_call_write'),
      record: has('on_call_write') || (has('work_record') && onCrew),
      sign: has('rts_sign') && onCrew && record.status === 'completed' && rts === null,
    },
  };
}
