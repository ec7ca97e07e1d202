import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { servicesSchemas } from '../../../model/resources/services';
import { CrudForm, CrudNumberInput, CurrencyInput, FormSection, ReferenceArrayAutocomplete, upperCode } from '../../components/crud';
import { RateInput } from './RateInput';
import { authorisationChoices, billingUnitChoices, serviceCategoryChoices } from './serviceChoices';

/** The empty choice means "no licence needed", stored as null (the schema refuses ''). */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const minutes = { input: { endAdornment: <InputAdornment position="end">min</InputAdornment> } };

export function ServiceForm() {
  return (
    <CrudForm
      schemas={servicesSchemas}
      defaultValues={{
        active: true,
        category: 'line_check',
        technicians_needed: 1,
        type_authorisation_required: false,
        billing_unit: 'service',
        currency: 'EUR',
      }}
    >
      <FormSection name="identity">
        <TextInput source="code" parse={upperCode} helperText="resources.services.help.code" />
        <SelectInput source="category" choices={serviceCategoryChoices} />
        <TextInput source="name" className="wide" />
      </FormSection>
      <FormSection name="planning" help>
        <CrudNumberInput
          source="standard_minutes"
          min={0}
          max={1440}
          step={5}
          slotProps={minutes}
          helperText="resources.services.help.standard_minutes"
        />
        <CrudNumberInput source="technicians_needed" min={1} max={20} step={1} />
        <SelectInput
          source="authorisation_category"
          choices={authorisationChoices}
          emptyText="resources.services.values.no_authorisation"
          parse={emptyToNull}
          helperText="resources.services.help.authorisation_category"
        />
        <BooleanInput source="type_authorisation_required" helperText="resources.services.help.type_authorisation_required" />
        <ReferenceArrayAutocomplete
          source="required_course_ids"
          reference="training_courses"
          filter={{ active: true }}
          helperText="resources.services.help.required_course_ids"
        />
      </FormSection>
      <FormSection name="billing">
        <RateInput />
        <CurrencyInput source="currency" />
        <SelectInput source="billing_unit" choices={billingUnitChoices} />
      </FormSection>
      <FormSection name="status">
        <BooleanInput source="active" helperText="resources.services.help.active" />
      </FormSection>
    </CrudForm>
  );
}
