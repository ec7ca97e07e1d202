import { BooleanInput, TextInput } from 'react-admin';
import { customersSchemas } from '../../../model/resources/customers';
import { CrudForm, CurrencyInput, FormSection, upperCode } from '../../components/crud';

export function CustomerForm() {
  return (
    <CrudForm schemas={customersSchemas} defaultValues={{ active: true, billing_currency: 'EUR' }}>
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
    </CrudForm>
  );
}
