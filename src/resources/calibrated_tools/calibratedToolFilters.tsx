import { SelectInput } from 'react-admin';
import { calibrationStatuses } from '../../../model/resources/enums';
import { CrudDateInput, ReferenceAutocomplete } from '../../components/crud';
import { toolStatusChoices } from './toolStatus';

const calibrationChoices = calibrationStatuses.map((id) => ({ id, name: `crud.calibration.${id}` }));

export const calibratedToolFilters = [
  <SelectInput key="calibration_status" source="calibration_status" choices={calibrationChoices} alwaysOn />,
  <ReferenceAutocomplete key="station_id" source="station_id" reference="stations" />,
  <SelectInput key="status" source="status" choices={toolStatusChoices} />,
  <ReferenceAutocomplete key="resource_category_id" source="resource_category_id" reference="resource_category" />,
  // What's up's calibration alert opens this list with it (docs/modules/home.md).
  <CrudDateInput key="next_due_lte" source="next_due_lte" label="home.list_filters.calibration_due_by" />,
];
