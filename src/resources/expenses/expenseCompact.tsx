import type { CompactRepresentation } from '../../components/crud/list/CompactList';
import { MoneyField, StatusChip } from '../../components/crud';
import { expenseUnitColours } from './expenseUnits';

export const expenseCompact: CompactRepresentation = {
  secondary: <MoneyField source="default_rate" />,
  status: <StatusChip source="unit" colours={expenseUnitColours} />,
};
