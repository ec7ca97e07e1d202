import { SelectInput, TextInput } from 'react-admin';
import { measuresSchemas } from '../../../model/resources/measures';
import { CrudForm, CrudNumberInput, FormSection } from '../../components/crud';
import { measureKindChoices } from './kind';

export function MeasureForm() {
  return (
    <CrudForm schemas={measuresSchemas} defaultValues={{ kind: 'count', factor: 1 }}>
      <FormSection name="unit">
        <TextInput source="code" helperText="resources.measures.help.code" />
        <TextInput source="name" />
      </FormSection>
      <FormSection name="conversion" help>
        <SelectInput source="kind" choices={measureKindChoices} />
        <CrudNumberInput source="factor" min={0} step={0.001} helperText="resources.measures.help.factor" />
      </FormSection>
    </CrudForm>
  );
}
