import { SelectInput, TextInput } from 'react-admin';
import { trucksSchemas } from '../../../model/resources/trucks';
import { CrudDateInput, CrudForm, CrudNumberInput, FormSection, ReferenceAutocomplete } from '../../components/crud';
import { assetStatusChoices } from '../equipment/assetStatus';
import { truckTypeChoices } from './truckType';

export function TruckForm() {
  return (
    <CrudForm schemas={trucksSchemas} defaultValues={{ status: 'serviceable', type: 'service_van' }}>
      <FormSection name="identity">
        <TextInput source="registration" helperText="resources.trucks.help.registration" />
        <TextInput source="fleet_no" />
        <SelectInput source="type" choices={truckTypeChoices} />
        <ReferenceAutocomplete source="resource_category_id" reference="resource_category" filter={{ kind: 'vehicle' }} />
        <ReferenceAutocomplete source="station_id" reference="stations" filter={{ active: true }} />
      </FormSection>
      <FormSection name="vehicle">
        <TextInput source="make" />
        <TextInput source="model" />
        <CrudNumberInput source="fluid_tank_litres" min={0} step={100} helperText="resources.trucks.help.fluid_tank_litres" />
        <CrudNumberInput source="odometer_km" min={0} step={1} />
      </FormSection>
      <FormSection name="status">
        <SelectInput source="status" choices={assetStatusChoices('trucks')} />
        <CrudDateInput source="next_service_date" />
        <CrudDateInput source="insurance_expiry" />
      </FormSection>
    </CrudForm>
  );
}
