import type { ChipColour } from '../../components/crud/fields/StatusChip';
import { expenseUnits } from '../../../model/resources/enums';

export const expenseUnitChoices = expenseUnits.map((id) => ({ id, name: `resources.expenses.choices.unit.${id}` }));

export const expenseUnitColours: Record<(typeof expenseUnits)[number], ChipColour> = {
  day: 'primary',
  night: 'secondary',
  km: 'info',
  each: 'default',
};
