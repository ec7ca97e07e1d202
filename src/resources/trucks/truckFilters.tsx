import { SelectInput } from 'react-admin';
import { CrudDateInput, ReferenceAutocomplete } from '../../components/crud';
import { assetStatusChoices } from '../equipment/assetStatus';
import { truckTypeChoices } from './truckType';

export const truckFilters = [
  <ReferenceAutocomplete key="station_id" source="station_id" reference="stations" alwaysOn />,
  <SelectInput key="type" source="type" choices={truckTypeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={assetStatusChoices('trucks')} />,
  <ReferenceAutocomplete
    key="resource_category_id"
    source="resource_category_id"
    reference="resource_category"
    filter={{ kind: 'vehicle' }}
  />,
  <CrudDateInput key="next_service_date_lte" source="next_service_date_lte" label="resources.trucks.filters.service_due_by" />,
  <CrudDateInput key="insurance_expiry_lte" source="insurance_expiry_lte" label="resources.trucks.filters.insurance_expires_by" />,
];
