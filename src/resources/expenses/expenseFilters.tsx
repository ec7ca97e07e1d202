import { NullableBooleanInput, NumberInput, SelectInput } from 'react-admin';
import { CurrencyCodeInput } from '../../components/crud';
import { expenseUnitChoices } from './expenseUnits';

export const expenseFilters = [
  <SelectInput key="unit" source="unit" choices={expenseUnitChoices} alwaysOn />,
  <CurrencyCodeInput key="currency" />,
  <NullableBooleanInput key="receipt_required" source="receipt_required" />,
  <NumberInput key="default_rate_gte" source="default_rate_gte" label="resources.expenses.filters.default_rate_gte" min={0} />,
  <NumberInput key="default_rate_lte" source="default_rate_lte" label="resources.expenses.filters.default_rate_lte" min={0} />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
