import { SelectInput, TextInput } from 'react-admin';
import { equipmentSchemas } from '../../../model/resources/equipment';
import { CrudDateInput, CrudForm, FormSection, ReferenceAutocomplete } from '../../components/crud';
import { assetStatusChoices } from './assetStatus';

export function EquipmentForm() {
  return (
    <CrudForm schemas={equipmentSchemas} defaultValues={{ status: 'serviceable' }}>
      <FormSection name="identity">
        <TextInput source="asset_no" helperText="resources.equipment.help.asset_no" />
        <TextInput source="name" />
        <ReferenceAutocomplete source="resource_category_id" reference="resource_category" filter={{ kind: 'equipment' }} />
        <ReferenceAutocomplete source="station_id" reference="stations" filter={{ active: true }} />
      </FormSection>
      <FormSection name="make">
        <TextInput source="make" />
        <TextInput source="model" />
        <TextInput source="serial" />
      </FormSection>
      <FormSection name="status">
        <SelectInput source="status" choices={assetStatusChoices('equipment')} />
        <CrudDateInput source="next_service_date" helperText="resources.equipment.help.next_service_date" />
      </FormSection>
    </CrudForm>
  );
}
