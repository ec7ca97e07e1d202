import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { customersSchemas } from '../../../model/resources/customers';
import { CrudForm, CurrencyInput, FormSection, upperCode } from '../../components/crud';

export function CustomerForm() {
  return (
    <CrudForm
      schemas={customersSchemas}
      defaultValues={{
        active: true,
        billing_currency: 'EUR',
        response_target_aog_minutes: 120,
        response_target_urgent_minutes: 240,
        response_target_routine_minutes: 480,
      }}
    >
      <FormSection name="airline">
        <TextInput source="name" className="wide" helperText="resources.customers.help.name" />
        <TextInput source="iata" parse={upperCode} helperText="resources.customers.help.iata" />
        <TextInput source="icao" parse={upperCode} helperText="resources.customers.help.icao" />
      </FormSection>
      <FormSection name="contact">
        <TextInput source="contact_name" />
        <TextInput source="contact_email" type="email" />
        <TextInput source="contact_phone" type="tel" helperText="resources.customers.help.contact_phone" />
      </FormSection>
      <FormSection name="contract">
        <TextInput source="contract_reference" helperText="resources.customers.help.contract_reference" />
        <CurrencyInput source="billing_currency" helperText="resources.customers.help.billing_currency" />
        <BooleanInput source="active" helperText="resources.customers.help.active" />
      </FormSection>
      <FormSection name="response_targets">
        <NumberInput source="response_target_aog_minutes" min={5} step={5} helperText="resources.customers.help.response_target" />
        <NumberInput source="response_target_urgent_minutes" min={5} step={5} helperText="resources.customers.help.response_target" />
        <NumberInput source="response_target_routine_minutes" min={5} step={5} helperText="resources.customers.help.response_target" />
      </FormSection>
    </CrudForm>
  );
}
