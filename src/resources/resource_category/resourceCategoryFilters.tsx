import { SelectInput } from 'react-admin';
import { resourceKindChoices } from './kind';

export const resourceCategoryFilters = [<SelectInput key="kind" source="kind" choices={resourceKindChoices} alwaysOn />];
