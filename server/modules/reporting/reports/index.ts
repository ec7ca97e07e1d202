import type { ReportName } from '../../../../model/modules/reporting/catalogue';
import type { ReportDefinition } from '../definition';
import { expensesReport } from './expenses';
import { partsConsumption } from './parts_consumption';
import { trainingCompliance } from './training_compliance';

/** Every predefined report's definition, one file each beside this one (catalogue order in model/modules/reporting). */
export const reportDefinitions: Partial<Record<ReportName, ReportDefinition>> = {
  training_compliance: trainingCompliance,
  expenses: expensesReport,
  parts_consumption: partsConsumption,
};
