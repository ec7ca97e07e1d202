import type { FastifyRequest } from 'fastify';
import { dispatchOverridePolicy, evaluateAssignment, type RuleResult } from '../../../model/modules/scheduled';
import type { Session } from '../../auth/session';
import type { Database } from '../../db/client';
import { lockTechnicians } from '../../db/commitmentLocks';
import { ApiError } from '../../errors';
import { failedRuleTexts } from '../../core/ruleRefusal';
import { ruleOverride, type Override } from '../../core/ruleOverride';
import { windowContexts } from '../scheduled';
import { dispatchFacts } from './dispatchSuggestions';
import { withOtherCalls } from './otherCalls';
import type { RequestRow } from './requestQueries';

/**
 * Judges the crew sent to a request with the Scheduled assignment rules over the dispatch window
 * (no second rule set). Without an override reason, any failure is one 422 naming every failed
 * rule of every technician (`errors["technicians.<i>"]`, and `technicians` with the verdicts); with
 * one, each technician's failures are set aside as Scheduled does (canOverride with the on-call
 * desk's policy: licence and rest rules only by a supervisor).
 */
export async function judgeCrewMembers(
  tx: Database,
  request: FastifyRequest,
  session: Session,
  current: RequestRow,
  station: { id: number; time_zone: string },
  etaAt: Date,
  technicianIds: readonly number[],
  overrideReason: string | null | undefined,
  now: Date,
): Promise<Map<number, Override>> {
  // Their other calls and jobs are read next: another dispatch of one of them waits for this one (docs/concurrency.md).
  await lockTechnicians(tx, technicianIds);
  const facts = await dispatchFacts(tx, current, station, now, etaAt);
  const judged = await withOtherCalls(tx, await windowContexts(tx, facts, { technicianIds: [...technicianIds] }, now), current.id);
  const verdicts = technicianIds.map((id) => {
    const found = judged.find(({ technician }) => technician.id === id);
    // An id naming no technician: refused like another region's.
    const rules: RuleResult[] = found
      ? evaluateAssignment(found.context)
      : [{ rule: 'same_region', ok: false, reason: 'scheduled.rules.same_region.other_region' }];
    return { technician_id: id, name: found?.technician.name ?? String(id), rules };
  });
  const failing = verdicts.filter((verdict) => verdict.rules.some((rule) => !rule.ok));
  if (failing.length && !overrideReason) {
    const errors = Object.fromEntries(
      verdicts.flatMap((verdict, index) =>
        verdict.rules.some((rule) => !rule.ok)
          ? [[`technicians.${index}`, failedRuleTexts(request, verdict.rules).map((text) => `${verdict.name}: ${text}`)]]
          : [],
      ),
    );
    throw new ApiError(422, 'on_call.rules_failed', {}, undefined, { errors, technicians: verdicts });
  }
  return new Map(
    verdicts.map((verdict) => [
      verdict.technician_id,
      ruleOverride(request, session, verdict.rules, 'technicians', overrideReason, dispatchOverridePolicy),
    ]),
  );
}
