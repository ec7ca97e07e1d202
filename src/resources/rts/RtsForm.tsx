import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { rtsSchemas, rtsPlaceholders } from '../../../model/resources/rts';
import { CrudForm, FormSection, ReferenceAutocomplete } from '../../components/crud';
import { RtsPreview } from './RtsPreview';

const placeholderList = rtsPlaceholders.map((name) => `{${name}}`).join(' ');

/** The allowed placeholders named in the help text (a translated message with an argument). */
function TextHelp() {
  const translate = useTranslate();
  return <>{translate('resources.rts.help.text', { placeholders: placeholderList })}</>;
}

export function RtsForm() {
  return (
    <CrudForm schemas={rtsSchemas} defaultValues={{ active: true }}>
      <FormSection name="template">
        <TextInput source="name" />
        <ReferenceAutocomplete source="customer_id" reference="customers" helperText="resources.rts.help.customer_id" />
        <TextInput source="regulation_basis" className="wide" helperText="resources.rts.help.regulation_basis" />
        <BooleanInput source="active" />
      </FormSection>
      <FormSection name="statement">
        <TextInput source="text" multiline minRows={5} className="wide" helperText={<TextHelp />} />
        <div className="wide">
          <RtsPreview />
        </div>
      </FormSection>
    </CrudForm>
  );
}
