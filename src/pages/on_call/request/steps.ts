import type { RequestStatus } from '../../../../model/modules/on_call/enums';
import { technicianSteps, type StepStatus } from '../../../../model/modules/on_call/requestSchemas';
import { allowedSteps } from '../../../../model/modules/on_call/statusMachine';

/**
 * The step buttons offered on a request: the steps the status machine allows from here (dispatch
 * has its own panel), those a dispatched technician records for them, all of them for the desk.
 */
export function offeredSteps(status: RequestStatus, abilities: { write: boolean; record: boolean }): StepStatus[] {
  return allowedSteps(status).filter(
    (to): to is StepStatus => to !== 'dispatched' && (abilities.write || (abilities.record && technicianSteps.includes(to as StepStatus))),
  );
}
