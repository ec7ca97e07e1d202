import { SelectInput, TextInput } from 'react-admin';
import { CrudDateInput, ReferenceAutocomplete } from '../../components/crud';
import { assetStatusChoices } from './assetStatus';

export const equipmentFilters = [
  <ReferenceAutocomplete key="station_id" source="station_id" reference="stations" alwaysOn />,
  <SelectInput key="status" source="status" choices={assetStatusChoices('equipment')} alwaysOn />,
  <ReferenceAutocomplete
    key="resource_category_id"
    source="resource_category_id"
    reference="resource_category"
    filter={{ kind: 'equipment' }}
  />,
  <TextInput key="make" source="make" />,
  <CrudDateInput key="next_service_date_lte" source="next_service_date_lte" label="resources.equipment.filters.service_due_by" />,
];
