import { SelectInput, TextInput } from 'react-admin';
import { resourceCategorySchemas } from '../../../model/resources/resource_category';
import { CrudForm, FormSection } from '../../components/crud';
import { ColourInput } from './ColourInput';
import { resourceKindChoices } from './kind';

export function ResourceCategoryForm() {
  return (
    <CrudForm schemas={resourceCategorySchemas} defaultValues={{ kind: 'equipment', colour: '#1E88E5' }}>
      <FormSection name="category">
        <TextInput source="name" />
        <SelectInput source="kind" choices={resourceKindChoices} helperText="resources.resource_category.help.kind" />
        <ColourInput source="colour" helperText="resources.resource_category.help.colour" />
      </FormSection>
    </CrudForm>
  );
}
