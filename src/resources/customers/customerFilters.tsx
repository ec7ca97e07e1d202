import { NullableBooleanInput, TextInput } from 'react-admin';
import { CurrencyInput, upperCode } from '../../components/crud';

export const customerFilters = [
  <TextInput key="iata" source="iata" parse={upperCode} />,
  <TextInput key="icao" source="icao" parse={upperCode} />,
  <CurrencyInput key="billing_currency" source="billing_currency" />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
];
