import type { ReportName } from '../../../../model/modules/reporting/catalogue';
import type { ReportDefinition } from '../definition';
import { calibrationCompliance } from './calibration_compliance';
import deIcingFluid from './de_icing_fluid';
import { expensesReport } from './expenses';
import manpowerUtilisation from './manpower_utilisation';
import onCallResponse from './on_call_response';
import { partsConsumption } from './parts_consumption';
import { trainingCompliance } from './training_compliance';
import { workBilling } from './workBilling';

/** Every predefined report's definition, one file each beside this one (catalogue order in model/modules/reporting). */
export const reportDefinitions: Partial<Record<ReportName, ReportDefinition>> = {
  work_billing: workBilling,
  on_call_response: onCallResponse,
  de_icing_fluid: deIcingFluid,
  manpower_utilisation: manpowerUtilisation,
  training_compliance: trainingCompliance,
  calibration_compliance: calibrationCompliance,
  expenses: expensesReport,
  parts_consumption: partsConsumption,
};
