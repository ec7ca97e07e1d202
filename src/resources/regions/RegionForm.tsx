import { BooleanInput, TextInput } from 'react-admin';
import { regionsSchemas } from '../../../model/resources/regions';
import { CrudForm, CurrencyInput, FormSection, upperCode } from '../../components/crud';
import { TimeZoneInput } from './TimeZoneInput';

/** Regions group stations; only administrators (users_manage) may change them. */
export function RegionForm() {
  return (
    <CrudForm schemas={regionsSchemas} defaultValues={{ active: true, currency: 'EUR', time_zone: 'UTC' }}>
      <FormSection name="identity">
        <TextInput source="code" parse={upperCode} helperText="resources.regions.help.code" />
        <TextInput source="name" />
      </FormSection>
      <FormSection name="defaults" help>
        <CurrencyInput source="currency" helperText="resources.regions.help.currency" />
        <TimeZoneInput source="time_zone" helperText="resources.regions.help.time_zone" />
        <BooleanInput source="active" helperText="resources.regions.help.active" />
      </FormSection>
    </CrudForm>
  );
}
