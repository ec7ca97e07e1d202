import { TextInput } from 'react-admin';
import { dictionarySchemas } from '../../../model/resources/dictionary';
import { CrudForm, FormSection } from '../../components/crud';

export function DictionaryEntryForm() {
  return (
    <CrudForm schemas={dictionarySchemas}>
      <FormSection name="term">
        <TextInput source="term" helperText="resources.dictionary.help.term" />
        <TextInput source="abbreviation" helperText="resources.dictionary.help.abbreviation" />
        <TextInput source="category" helperText="resources.dictionary.help.category" />
      </FormSection>
      <FormSection name="definition">
        <TextInput source="definition" multiline minRows={4} className="wide" />
      </FormSection>
    </CrudForm>
  );
}
