import { ArrayInput, BooleanInput, SelectArrayInput, SelectInput, SimpleFormIterator, TextInput, useCanAccess } from 'react-admin';
import { techniciansSchemas } from '../../../model/resources/technicians';
import { CrudDateInput, CrudForm, CrudNumberInput, FormSection, ReferenceAutocomplete } from '../../components/crud';
import { employmentTypeChoices, licenceCategoryChoices, licenceTypeChoices, parseEmployeeNo } from './licence';
import { LicenceStatusPreview } from './LicenceStatusChip';

const label = (field: string) => `resources.technicians.fields.${field}`;

export function TechnicianForm() {
  // Only admins may read users; others keep whatever link is stored.
  const { canAccess: mayLinkUser } = useCanAccess({ resource: 'users', action: 'list' });
  return (
    <CrudForm
      schemas={techniciansSchemas}
      defaultValues={{ active: true, employment_type: 'permanent', contract_weekly_hours: 40, licences: [], authorisations: [] }}
    >
      <FormSection name="identity">
        <TextInput source="employee_no" parse={parseEmployeeNo} helperText="resources.technicians.help.employee_no" />
        <TextInput source="name" />
        <TextInput source="email" type="email" />
        <TextInput source="phone" type="tel" />
      </FormSection>
      <FormSection name="employment">
        <ReferenceAutocomplete source="home_station_id" reference="stations" filter={{ active: true }} />
        {mayLinkUser && <ReferenceAutocomplete source="user_id" reference="users" helperText="resources.technicians.help.user_id" />}
        <SelectInput source="employment_type" choices={employmentTypeChoices} />
        <CrudNumberInput source="hourly_cost" min={0} step={0.5} helperText="resources.technicians.help.hourly_cost" />
        <CrudNumberInput source="contract_weekly_hours" min={0} step={0.5} helperText="resources.technicians.help.contract_weekly_hours" />
        <BooleanInput source="active" helperText="resources.technicians.help.active" />
      </FormSection>
      <FormSection name="licence">
        <SelectArrayInput source="licences" choices={licenceTypeChoices} helperText="resources.technicians.help.licences" />
        <TextInput source="licence_number" helperText="resources.technicians.help.licence_number" />
        <TextInput source="certification_authorisation_no" helperText="resources.technicians.help.certification_authorisation_no" />
        <CrudDateInput source="licence_expiry" />
        <div>
          <LicenceStatusPreview />
        </div>
      </FormSection>
      <FormSection name="authorisations" help>
        <ArrayInput source="authorisations" label={false} className="wide">
          <SimpleFormIterator inline disableReordering>
            <ReferenceAutocomplete source="aircraft_type_id" reference="aircraft_type" label={label('aircraft_type_id')} />
            <SelectInput
              source="category"
              choices={licenceCategoryChoices}
              translateChoice={false}
              label={label('category')}
              sx={{ minWidth: 100 }}
            />
            <CrudDateInput source="valid_until" label={label('valid_until')} />
          </SimpleFormIterator>
        </ArrayInput>
      </FormSection>
    </CrudForm>
  );
}
