import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { resourceAccess } from '../../../model/resourceAccess';
import { activeRegionId } from '../../auth/session';
import { recordAudit } from '../../audit';
import { readScope } from '../../crud/regionScope';
import { inTransaction, route, type RouteApp } from '../../core/routeKit';
import { memos } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { memosResource } from '../settings';
import { memoReceiptRows, recordReceipt, visibleMemo } from './memoQueries';
import { homeRouteSchemas as schemas } from './routeSchemas';

/** Whoever reads memos in Settings sees who acknowledged them there (the memo's edit page shows it). */
const memoReaders = [...resourceAccess.memos.read];

/**
 * Memos read and acknowledged from What's up, and the acknowledgements reported to those who
 * manage memos: acknowledgements are kept and reportable (docs/modules/home.md).
 */
export default async function memoRoutes(app: RouteApp): Promise<void> {
  /** A read or an acknowledgement by the caller of memo `id`, one they can see (404 otherwise); audited when it changed something. */
  const receive = (request: FastifyRequest, id: number, acknowledge: boolean) =>
    inTransaction(app.db, async (tx) => {
      const session = request.requireSession();
      const memo = await visibleMemo(tx, session, id);
      if (!memo) throw notFound();
      if (acknowledge && !memo.acknowledgement_required) throw invalid({ acknowledgement_required: 'home.acknowledgement_not_required' });
      const { receipt, changed } = await recordReceipt(tx, memo.id, session.user.id, acknowledge);
      if (changed)
        await recordAudit(tx, request, {
          action: acknowledge ? 'acknowledge' : 'read',
          resource: 'memo_receipts',
          recordId: memo.id,
          changes: receipt,
        });
      return receipt;
    });

  app.post('/memos/:id/read', route(['whatsupp_tab'], schemas.read), (request) => receive(request, request.params.id, false));
  app.post('/memos/:id/acknowledge', route(['whatsupp_tab'], schemas.acknowledge), (request) => receive(request, request.params.id, true));

  app.get('/memos/:id/receipts', route(memoReaders, schemas.receipts), async (request) => {
    const session = request.requireSession();
    const { id } = request.params;
    // The memo as the Settings memo page reads it: of the active region or of every region.
    const [memo] = await app.db
      .select({ id: memos.id, region_id: memos.region_id, acknowledgement_required: memos.acknowledgement_required })
      .from(memos)
      .where(and(eq(memos.id, id), readScope(memosResource, session)));
    if (!memo) throw notFound();
    const audienceRegionId = memo.region_id ?? activeRegionId(session);
    const people = await memoReceiptRows(app.db, memo.id, audienceRegionId);
    const audience = people.filter((person) => person.in_audience);
    return {
      memo_id: memo.id,
      acknowledgement_required: memo.acknowledgement_required,
      region_id: audienceRegionId,
      audience: audience.length,
      read: audience.filter((person) => person.read_at).length,
      acknowledged: audience.filter((person) => person.acknowledged_at).length,
      people,
    };
  });
}
