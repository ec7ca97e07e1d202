import { SelectInput } from 'react-admin';
import { measureKindChoices } from './kind';

export const measureFilters = [<SelectInput key="kind" source="kind" choices={measureKindChoices} alwaysOn />];
