import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { StatusChip } from '../../components/crud';
import { expenseUnitColours } from './expenseUnits';
import { MoneyField } from './money';

export const expenseCompact: CompactRepresentation = {
  secondary: <MoneyField source="default_rate" />,
  status: <StatusChip source="unit" colours={expenseUnitColours} />,
};
