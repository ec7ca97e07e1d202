import { BooleanInput, TextInput } from 'react-admin';
import { partCertSchemas } from '../../../model/resources/part_cert';
import { CrudForm, FormSection, upperCode } from '../../components/crud';

export function PartCertForm() {
  return (
    <CrudForm schemas={partCertSchemas} defaultValues={{ active: true, serial_required: true }}>
      <FormSection name="identity">
        <TextInput source="code" parse={upperCode} helperText="resources.part_cert.help.code" />
        <TextInput source="authority" helperText="resources.part_cert.help.authority" />
        <TextInput source="name" className="wide" helperText="resources.part_cert.help.name" />
      </FormSection>
      <FormSection name="rules">
        <BooleanInput source="serial_required" helperText="resources.part_cert.help.serial_required" />
        <BooleanInput source="active" helperText="resources.part_cert.help.active" />
      </FormSection>
    </CrudForm>
  );
}
