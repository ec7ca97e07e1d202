import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CalibrationReturn } from '../../../model/modules/resource_allocation/bookingSchemas';
import { recordAudit } from '../../audit';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { calibratedTools, toolCalibrations } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { conflictsWith } from '../../core/workItem/bookResource';
import { findResource } from '../../core/workItem/resourceCatalogue';

const memberRegions = (session: Session) => session.regions.map((region) => region.region_id);
/** Far enough ahead to hold every booking still to come: a tool at the laboratory has no return date. */
const openEnd = new Date('9999-01-01T00:00:00Z');

async function lockTool(tx: Database, session: Session, id: number) {
  const tool = await findResource(tx, 'calibrated_tool', id, memberRegions(session), true);
  if (!tool) throw notFound();
  return tool;
}

/**
 * POST /calibrated_tools/:id/calibration/send: the tool goes to the laboratory (out for calibration,
 * an open tool_calibrations row). Answers the live bookings from then on, which can no longer be
 * honoured, so the planner can move them. Audited.
 */
export async function sendForCalibration(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  id: number,
  body: { provider?: string | null; sent_at?: Date },
) {
  const tool = await lockTool(tx, session, id);
  if (tool.status === 'out_for_calibration') throw invalid({ status: 'resource_allocation.calibration_already_out' });
  if (tool.status === 'retired') throw invalid({ status: 'resource_allocation.tool_retired' });
  const sentAt = body.sent_at ?? new Date();
  const [current] = await tx
    .select({ provider: calibratedTools.calibration_provider })
    .from(calibratedTools)
    .where(eq(calibratedTools.id, id));
  const [calibration] = await tx
    .insert(toolCalibrations)
    .values({
      region_id: tool.region_id,
      calibrated_tool_id: id,
      sent_at: sentAt,
      provider: body.provider ?? current.provider,
      sent_by: session.user.id,
    })
    .returning();
  await tx
    .update(calibratedTools)
    .set({ status: 'out_for_calibration', version: sql`${calibratedTools.version} + 1`, updated_at: new Date() })
    .where(eq(calibratedTools.id, id));
  await recordAudit(tx, request, {
    action: 'calibration_send',
    resource: 'calibrated_tools',
    recordId: id,
    changes: { calibration_id: calibration.id, provider: calibration.provider, sent_at: sentAt },
  });
  const clashes = await conflictsWith(tx, tool, { starts_at: sentAt, ends_at: openEnd });
  return { calibration, clashes };
}

/**
 * POST /calibrated_tools/:id/calibration/return: the laboratory's answer. The tool's calibration date,
 * certificate and provider follow; it is back in service, or quarantined when found out of
 * tolerance (its usage since the last good calibration is then the auditor's list). Audited.
 */
export async function returnFromCalibration(tx: Database, request: FastifyRequest, session: Session, id: number, body: CalibrationReturn) {
  await lockTool(tx, session, id);
  const [open] = await tx
    .select()
    .from(toolCalibrations)
    .where(and(eq(toolCalibrations.calibrated_tool_id, id), isNull(toolCalibrations.returned_at)));
  if (!open) throw invalid({ status: 'resource_allocation.calibration_not_out' });
  const now = new Date();
  const [calibration] = await tx
    .update(toolCalibrations)
    .set({
      returned_at: now,
      calibrated_on: body.calibrated_on,
      certificate: body.certificate,
      result: body.result,
      remarks: body.remarks ?? null,
      returned_by: session.user.id,
      version: sql`${toolCalibrations.version} + 1`,
      updated_at: now,
    })
    .where(eq(toolCalibrations.id, open.id))
    .returning();
  const status = body.result === 'out_of_tolerance' ? 'quarantined' : 'in_service';
  await tx
    .update(calibratedTools)
    .set({
      status,
      last_calibrated: body.calibrated_on,
      calibration_certificate: body.certificate,
      calibration_provider: open.provider ?? undefined,
      version: sql`${calibratedTools.version} + 1`,
      updated_at: now,
    })
    .where(eq(calibratedTools.id, id));
  await recordAudit(tx, request, {
    action: 'calibration_return',
    resource: 'calibrated_tools',
    recordId: id,
    changes: { calibration_id: open.id, ...body, status },
  });
  return { calibration, status };
}

/** GET /calibrated_tools/:id/calibrations: the tool's trips to the laboratory, latest first. */
export async function calibrationHistory(db: Database, session: Session, id: number) {
  const tool = await findResource(db, 'calibrated_tool', id, memberRegions(session));
  if (!tool) throw notFound();
  return db
    .select()
    .from(toolCalibrations)
    .where(eq(toolCalibrations.calibrated_tool_id, id))
    .orderBy(desc(toolCalibrations.sent_at), desc(toolCalibrations.id));
}
