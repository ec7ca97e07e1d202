import { NullableBooleanInput, SelectInput } from 'react-admin';
import { CrudDateInput, ReferenceAutocomplete } from '../../components/crud';
import { employmentTypeChoices, licenceTypeChoices } from './licence';

export const technicianFilters = [
  <ReferenceAutocomplete key="home_station_id" source="home_station_id" reference="stations" alwaysOn />,
  <NullableBooleanInput key="active" source="active" alwaysOn />,
  // A technician holding the licence chosen, among others (the server matches one item of the list).
  <SelectInput key="licences" source="licences" choices={licenceTypeChoices} />,
  <SelectInput key="employment_type" source="employment_type" choices={employmentTypeChoices} />,
  <CrudDateInput key="licence_expiry_lte" source="licence_expiry_lte" label="resources.technicians.filters.licence_expires_by" />,
  // What's up's training alert opens this list with it (docs/modules/home.md).
  <CrudDateInput key="training_expires_lte" source="training_expires_lte" label="home.list_filters.training_expires_by" />,
];
