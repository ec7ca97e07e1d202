import type { RequestStatus } from '../../../../model/modules/on_call/enums';
import type { StatusBody } from '../onCallApi';

export type StepTarget = StatusBody['to'];

/** The one forward step from each status (new waits for the dispatch panel). */
const forward: Partial<Record<RequestStatus, StepTarget>> = { dispatched: 'en_route', en_route: 'on_site', on_site: 'completed', completed: 'closed' };
/** The steps a dispatched technician records; closing and cancelling are the desk's. */
const technicianSteps: readonly StepTarget[] = ['en_route', 'on_site', 'completed'];

/** The step buttons offered on a request: the next step the reader may record, then Cancel for the desk. */
export function offeredSteps(status: RequestStatus, abilities: { write: boolean; record: boolean }): StepTarget[] {
  const next = forward[status];
  const steps: StepTarget[] = [];
  if (next && (abilities.write || (abilities.record && technicianSteps.includes(next)))) steps.push(next);
  if (abilities.write && !['completed', 'closed', 'cancelled'].includes(status)) steps.push('cancelled');
  return steps;
}
