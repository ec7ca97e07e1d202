import { NullableBooleanInput } from 'react-admin';
import { CurrencyInput } from '../../components/crud';

export const regionFilters = [
  <CurrencyInput key="currency" source="currency" />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
