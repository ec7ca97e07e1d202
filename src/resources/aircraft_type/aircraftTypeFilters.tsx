import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { upperCode } from '../../components/crud';
import { aircraftCategoryChoices } from './aircraftCategory';

export const aircraftTypeFilters = [
  <SelectInput key="category" source="category" choices={aircraftCategoryChoices} alwaysOn />,
  <TextInput key="manufacturer" source="manufacturer" />,
  <TextInput key="icao" source="icao" parse={upperCode} />,
  <NumberInput
    key="type_iv_litres_gte"
    source="type_iv_litres_gte"
    label="resources.aircraft_type.filters.type_iv_litres_gte"
    min={0}
    step={50}
  />,
];
