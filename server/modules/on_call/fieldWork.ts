import type { FastifyRequest } from 'fastify';
import { onCallRefused } from '../../../model/modules/on_call/ruleResult';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { forbidden } from '../../errors';
import { ruleRefusal } from '../../core/ruleRefusal';
import { crewOfUser } from '../../core/workItem/jobCrew';
import { finalStatuses, type RequestRow } from './requestQueries';

/**
 * Parts and expenses are recorded by the desk, or by a technician of the request's crew with
 * work_record; never on a closed or cancelled request.
 */
export async function assertFieldWork(tx: Database, request: FastifyRequest, session: Session, current: RequestRow): Promise<void> {
  const crewMember = session.permissions.has('work_record') && (await crewOfUser(tx, current.id, session.user.id)).length > 0;
  if (!session.permissions.has('on_call_write') && !crewMember) throw forbidden();
  if (finalStatuses.includes(current.status))
    throw ruleRefusal(request, 'status', [onCallRefused('request', 'closed')], 'on_call.rules_failed');
}
